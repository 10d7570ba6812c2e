// What other code may import from the help widget (client-safe: no zod, no tables).
// Server code (routes, the tickets page) is in ./server/index.ts; the widget's definition in ./widgets.ts.
export { inboxEditor } from "./registration";
export { openHelpChat, OPEN_CHAT_EVENT } from "./public/signal";
export { HELP_ERRORS, HELP_LIMITS, HELP_RESTORE_MS, HELP_SIZES, HELP_VIEWS, nextSize, type HelpSize, type HelpView } from "./rules";
export type * from "./types";
