import "server-only";
// Server entry of the messages feature: the visitors' send and the members' list.
export { sendMessageFormRoute, sendMessageRoute, MESSAGE_RATE_LIMITS } from "./send";
export { deleteMessageRoute, listMessagesRoute, markMessageRoute, readMessages, unreadMessages, MESSAGE_READERS } from "./members";
export { mailMessage } from "./mail";
export { seedMessages, type DemoMessage } from "./demo";
// The contact form's texts (messages.*), registered in the catalog when this entry loads:
// the site layout imports it, so every page has them.
export { messagesTexts } from "../texts";
