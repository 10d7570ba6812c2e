// The messages feature's rules and words that both sides read (client-safe: no zod, no tables).

/** What the server answers when a visitor's message is refused (spec/visitor.md §5 style). */
export const MESSAGE_ERRORS = {
  kind: 'kind must be "contact" or "quote".',
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 200 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooLong: "Message must be at most 5000 characters",
  page: 'page must be a path of this site, such as "/contact".',
  subject: 'subject must be { "type": "listing", "id": <listing id> }.',
  listingGone: "This listing is no longer available",
  basketEmpty: "Your basket is empty",
  basketTooLarge: "A quote request can hold at most 50 plans",
  planId: "plan_id must be the id of a pricing plan",
  quantity: "Quantity must be a whole number from 1 to 99",
  planGone: "A plan in your basket is no longer available. Please review your basket.",
  notFound: "Message not found",
  read: "read must be true or false.",
} as const;

/**
 * The outcome of a form posted without scripts, in the address the server sends the
 * visitor back to (`?contact=sent`): "sent", "tooMany", or the key of the refusal's
 * MESSAGE_ERRORS entry ("emailInvalid"). Codes only: nothing the visitor typed.
 */
export const MESSAGE_FORM_CODES = { sent: "sent", tooMany: "tooMany" } as const;

export const MESSAGE_LIMITS = { name: 200, email: 254, phone: 40, message: 5_000, page: 500, lines: 50, quantity: 99 } as const;

/**
 * A simple address pattern (spec/visitor.md §5: "matching a simple address
 * pattern"): something, one @, a domain with a dot, no spaces. The mail server is
 * the real judge; this catches typing slips.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as people type it: at most 40 characters with at least one digit (formats differ by country). */
export const PHONE_PATTERN = /[0-9]/;

/** The contact body a ContactForm sends (POST /api/messages). */
export type ContactBody = {
  kind: "contact";
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** The page it is sent from ("/contact"). */
  page?: string;
  /** A listing it is about; the server stores its current title. */
  subject?: { type: "listing"; id: number };
};

/** A quote request (the basket's "Request a quote"): the server re-reads each plan's price. */
export type QuoteBody = {
  kind: "quote";
  name: string;
  email: string;
  phone?: string;
  message?: string;
  page?: string;
  lines: { plan_id: number; quantity: number }[];
};

export type MessageBody = ContactBody | QuoteBody;
