import * as z from "zod";
import { MAX_DB_ID } from "@/platform/schema";
import { EMAIL_PATTERN, MESSAGE_ERRORS as E, MESSAGE_LIMITS as L, PHONE_PATTERN } from "./rules";

/** Control characters other than tab and line breaks are dropped from what visitors type. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: string) => value.replace(CONTROL, "").trim();
/** One line (a name, a phone number): line breaks and runs of spaces become one space (it goes into mail headers). */
const oneLine = (value: string) => clean(value).replace(/\s+/g, " ");

/** A text field: a string (anything else reads as missing), cleaned and trimmed. */
const text = (required: string) => z.string({ error: required }).transform(clean);

const name = z.string({ error: E.nameRequired }).transform(oneLine).pipe(z.string().min(1, E.nameRequired).max(L.name, E.nameTooLong));
const email = text(E.emailRequired).pipe(z.string().min(1, E.emailRequired).max(L.email, E.emailInvalid).regex(EMAIL_PATTERN, E.emailInvalid));
const phone = z
  .union([z.string({ error: E.phoneInvalid }), z.null()], { error: E.phoneInvalid })
  .optional()
  .transform((value) => (value ? oneLine(value) : ""))
  .refine((value) => value === "" || (value.length <= L.phone && PHONE_PATTERN.test(value)), E.phoneInvalid);
const page = z
  .union([z.string(), z.null()], { error: E.page })
  .optional()
  .transform((value) => (value ? clean(value) : null))
  .refine((value) => value === null || (value.length <= L.page && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")), E.page);
const planId = z.number({ error: E.planId }).int(E.planId).min(1, E.planId).max(MAX_DB_ID, E.planId);

/** POST /api/messages, kind "contact": a visitor's message, perhaps about a listing. */
export const contactSchema = z.object({
  kind: z.literal("contact"),
  name,
  email,
  phone,
  message: text(E.messageRequired).pipe(z.string().min(1, E.messageRequired).max(L.message, E.messageTooLong)),
  page,
  subject: z
    .object(
      { type: z.literal("listing", { error: E.subject }), id: z.number({ error: E.subject }).int(E.subject).min(1, E.subject).max(MAX_DB_ID, E.subject) },
      { error: E.subject },
    )
    .nullish(),
  organization_id: z.unknown().optional(),
});

/** POST /api/messages, kind "quote": the basket's plans and quantities (the server prices them). */
export const quoteSchema = z.object({
  kind: z.literal("quote"),
  name,
  email,
  phone,
  message: z
    .union([z.string({ error: E.messageTooLong }), z.null()])
    .optional()
    .transform((value) => (value ? clean(value) : ""))
    .pipe(z.string().max(L.message, E.messageTooLong)),
  page,
  lines: z
    .array(
      z.object(
        { plan_id: planId, quantity: z.number({ error: E.quantity }).int(E.quantity).min(1, E.quantity).max(L.quantity, E.quantity) },
        { error: E.planId },
      ),
      { error: E.basketEmpty },
    )
    .min(1, E.basketEmpty)
    .max(L.lines, E.basketTooLarge),
  organization_id: z.unknown().optional(),
});

/** Either kind; another `kind` (or none) is refused with one message. */
export const messageSchema = z.discriminatedUnion("kind", [contactSchema, quoteSchema], { error: E.kind });
export type MessageInput = z.output<typeof messageSchema>;

/** PATCH /api/messages/{id}: mark read or unread. */
export const markSchema = z.object({ read: z.boolean({ error: E.read }) });
