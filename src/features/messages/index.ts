// What other code may import from the messages feature (client-safe: no zod, no tables
// at run time, so a visitor's page that shows the contact form stays light).
export { ContactForm, type ContactFormProps } from "./public/contact-form";
export { visiblePath } from "./public/page-path";
export { newIdempotencyKey, sendContact, sendMessage, sendQuote, type SendResult } from "./client";
export { MESSAGE_ERRORS, MESSAGE_LIMITS, type ContactBody, type MessageBody, type QuoteBody } from "./rules";
export { formatMinor, formatTotals, lineAmount, quoteTotals } from "./amounts";
export type { MessageList, MessageRecord, QuoteLine } from "./types";
export { messagesEditor } from "./registration";
