import "server-only";
// Server entry of the help widget: the visitors' and members' routes, and the tickets page.
export { helpArticleRoute, helpContentRoute } from "./content";
export { answersRoute, ANSWER_LIMITS } from "./answers";
export {
  conversationStreamRoute,
  readConversationRoute,
  startConversationRoute,
  visitorEmailRoute,
  visitorMessageRoute,
  MESSAGE_LIMITS,
  START_LIMITS,
} from "./conversations";
export {
  inboxRoute,
  inboxStreamRoute,
  inboxThreadRoute,
  inboxUnreadRoute,
  replyRoute,
  unreadConversations,
  updateConversationRoute,
  INBOX_ROLES,
} from "./inbox";
export { inboxSettingsRoute, saveInboxSettingsRoute } from "./member-settings";
export { feedbackRoute, insightsRoute } from "./feedback";
export { statusRoute } from "./presence";
export { presenceRoute } from "./presence-route";
export { TicketsPage, ticketsMetadata } from "./tickets-page";
