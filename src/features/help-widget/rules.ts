// The help widget's rules and words both sides read (client-safe: no zod, no tables).

/** What the server answers when a visitor's or member's write is refused. */
export const HELP_ERRORS = {
  messageRequired: "Message is required",
  messageTooLong: "Message must be at most 2000 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  nameTooLong: "Name must be at most 200 characters",
  questionRequired: "Question is required",
  questionTooLong: "Question must be at most 500 characters",
  helpful: "helpful must be true or false.",
  locale: 'locale must be one of the site\'s language codes, such as "en".',
  page: 'page must be a path of this site, such as "/contact".',
  conversationNotFound: "Conversation not found",
  articleNotFound: "Article not found",
  closed: "This conversation is closed. Start a new one to write again.",
  status: 'status must be "open" or "closed".',
  assignee: "assignee_id must be a member of this organization, or null.",
  update: "Send status, assignee_id or read.",
  mailAwayChats: "mail_away_chats must be true or false.",
} as const;

export const HELP_LIMITS = { message: 2_000, name: 200, email: 254, question: 500, page: 500 } as const;

/** The widget's views (spec/visitor.md "Help-center widget"). */
export const HELP_VIEWS = ["welcome", "conversation", "faq", "knowledge-base", "ai"] as const;
export type HelpView = (typeof HELP_VIEWS)[number];

/** Sizes (spec §4): initial, half, fullscreen. */
export const HELP_SIZES = ["initial", "half", "fullscreen"] as const;
export type HelpSize = (typeof HELP_SIZES)[number];

/** spec §9: the state is restored for 5000 ms across a language change; small screens are 640 px wide or less. */
export const HELP_RESTORE_MS = 5_000;
export const SMALL_SCREEN_PX = 640;

/** The next size when the toggle is pressed (spec §4). */
export function nextSize(size: HelpSize, small: boolean): HelpSize {
  if (small) return size === "fullscreen" ? "half" : "fullscreen";
  return size === "initial" ? "half" : size === "half" ? "fullscreen" : "initial";
}

/** A simple address pattern (as the contact form's): something, one @, a domain with a dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A visitor's conversation key: 32 random bytes, base64url (43 characters). */
export const CONVERSATION_KEY = /^[A-Za-z0-9_-]{43}$/;

/** The team counts as online while a member with the inbox open was seen within this time. */
export const PRESENCE_WINDOW_MS = 75_000;
/** How often the open inbox says it is still open. */
export const PRESENCE_HEARTBEAT_MS = 30_000;

/** Browser storage keys. */
export const HELP_STORAGE = {
  state: "onsite.helpWidget.state",
  mode: "onsite.helpWidget.mode",
  conversation: "onsite.helpWidget.conversation",
  channel: "onsite-help-widget",
} as const;
