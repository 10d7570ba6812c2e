import * as z from "zod";
import { LOCALES } from "@/platform/i18n/locales";
import { EMAIL_PATTERN, HELP_ERRORS as E, HELP_LIMITS as L } from "./rules";

/** Control characters other than tab and line breaks are dropped from what people type. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (value: string) => value.replace(CONTROL, "").trim();
const oneLine = (value: string) => clean(value).replace(/\s+/g, " ");

const message = z.string({ error: E.messageRequired }).transform(clean).pipe(z.string().min(1, E.messageRequired).max(L.message, E.messageTooLong));
const email = z
  .union([z.string({ error: E.emailInvalid }), z.null()], { error: E.emailInvalid })
  .optional()
  .transform((value) => (value ? clean(value) : ""))
  .refine((value) => value === "" || (value.length <= L.email && EMAIL_PATTERN.test(value)), E.emailInvalid);
const name = z
  .union([z.string({ error: E.nameTooLong }), z.null()], { error: E.nameTooLong })
  .optional()
  .transform((value) => (value ? oneLine(value) : ""))
  .refine((value) => value.length <= L.name, E.nameTooLong);
const locale = z.enum(LOCALES, { error: E.locale }).optional();
const page = z
  .union([z.string(), z.null()], { error: E.page })
  .optional()
  .transform((value) => (value ? clean(value) : null))
  .refine((value) => value === null || (value.length <= L.page && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")), E.page);

/** POST /api/help/conversations: a visitor starts a conversation with its first message. */
export const startConversationSchema = z.object({ message, email, name, locale, page, organization_id: z.unknown().optional() });

/** POST /api/help/conversations/{key}/messages: the visitor writes again. */
export const visitorMessageSchema = z.object({ message, organization_id: z.unknown().optional() });

/** PATCH /api/help/conversations/{key}: the visitor leaves an address for the answer. */
export const visitorEmailSchema = z.object({
  email: z
    .string({ error: E.emailRequired })
    .transform(clean)
    .pipe(z.string().min(1, E.emailRequired).max(L.email, E.emailInvalid).regex(EMAIL_PATTERN, E.emailInvalid)),
  organization_id: z.unknown().optional(),
});

/** POST /api/help/answers: a question for the automatic answers. */
export const questionSchema = z.object({
  question: z.string({ error: E.questionRequired }).transform(oneLine).pipe(z.string().min(1, E.questionRequired).max(L.question, E.questionTooLong)),
  locale,
  organization_id: z.unknown().optional(),
});

/** POST /api/help/articles/{slug}/feedback: "Was this helpful?" */
export const feedbackSchema = z.object({ helpful: z.boolean({ error: E.helpful }), organization_id: z.unknown().optional() });

/** POST /api/help/inbox/{id}/messages: a member's reply. */
export const replySchema = z.object({ message, organization_id: z.unknown().optional() });

/** PATCH /api/help/inbox/{id}: close or reopen, assign, mark read. */
export const updateConversationSchema = z
  .object({
    status: z.enum(["open", "closed"], { error: E.status }).optional(),
    assignee_id: z.union([z.string().min(1).max(100), z.null()], { error: E.assignee }).optional(),
    read: z.literal(true, { error: E.update }).optional(),
    organization_id: z.unknown().optional(),
  })
  .refine((value) => value.status !== undefined || value.assignee_id !== undefined || value.read !== undefined, E.update);

/** PUT /api/help/inbox/settings: the member's own inbox preferences. */
export const inboxSettingsSchema = z.object({ mail_away_chats: z.boolean({ error: E.mailAwayChats }), organization_id: z.unknown().optional() });
