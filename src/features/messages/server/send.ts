import "server-only";
import { listingTitle } from "@/features/listings/server";
import { currentPrice, readPricingPlans } from "@/features/products/server";
import type { Db } from "@/platform/db/client";
import { HttpError } from "@/platform/http/errors";
import { publicAction, type PublicActionSpec } from "@/platform/http/public-action";
import { publicFormAction, sitePath, type FormOutcome } from "@/platform/http/public-form";
import type { RateLimit } from "@/platform/http/rate-limit";
import { MESSAGE_ERRORS, MESSAGE_FORM_CODES, MESSAGE_LIMITS } from "../rules";
import { messageSchema } from "../schema";
import { messages, type QuoteLine } from "../tables";
import { mailMessage } from "./mail";

/**
 * How often one address may write (within one organization) and how many messages
 * an organization takes: a person sends one or two; a script filling mailboxes is
 * stopped after a few. Retries with the same Idempotency-Key count too, so the
 * address limit leaves room for them.
 */
export const MESSAGE_RATE_LIMITS = {
  perAddress: { max: 10, windowMs: 10 * 60_000 },
  perOrganization: { max: 300, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** A quote's body: 50 lines and a 5,000-character message fit well within it. */
export const MESSAGE_BODY_BYTES = 32 * 1024;

/**
 * POST /api/messages: a visitor's contact message or quote request (publicAction:
 * the organization from the host, rate limits, Idempotency-Key, one transaction).
 * A listing subject is stored with its title as it is now; a quote's lines with
 * each plan's name and price as the server reads them now (the basket's prices are
 * never trusted). Then the owners and admins get a mail; its failure never fails
 * the visitor's send (`mailed` stays false, the log says why).
 */
const SEND = {
  name: "messages",
  input: messageSchema,
  limits: MESSAGE_RATE_LIMITS,
  maxBytes: MESSAGE_BODY_BYTES,
  write: async ({ tx, organizationId, input }) => {
    const base = {
      organization_id: organizationId,
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      page: input.page,
    };
    let values: typeof messages.$inferInsert;
    if (input.kind === "contact") {
      let subject: { type: string; id: number; title: string } | null = null;
      if (input.subject) {
        const title = await listingTitle(tx, organizationId, input.subject.id);
        if (title === null) throw new HttpError(400, MESSAGE_ERRORS.listingGone, { field: "subject" });
        subject = { type: "listing", id: input.subject.id, title };
      }
      values = { ...base, subject };
    } else {
      values = { ...base, lines: await priceLines(tx, organizationId, input.lines) };
    }
    const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
    return { id: row!.id };
  },
  afterCommit: async ({ id }: { id: number }, organizationId: number) => mailMessage(organizationId, id),
} satisfies PublicActionSpec<Record<string, string>, typeof messageSchema, { id: number }>;

export const sendMessageRoute = publicAction(SEND);

/** A whole number as the schema reads it (its own message for anything else). */
const whole = (value: string | null) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : value);

/**
 * POST /api/messages/form: the contact form and the quote request as the browser posts
 * them without (or before) the page's scripts (issue 36): the same write as POST
 * /api/messages, then 303 back to the form's page with `contact=sent` or
 * `quote=sent`, or the refusal's code (`contact=emailInvalid`, `contact=tooMany`),
 * which the form shows as the spec's message in the page's language. The fields:
 * kind, name, email, phone, message, page (the form's page), anchor (the form's
 * id, to land on), subject_id (a listing), and for a quote plan_id and quantity
 * once per line.
 */
export const sendMessageFormRoute = publicFormAction(SEND, {
  body: (fields) => {
    const kind = fields.get("kind") ?? "contact";
    const common = {
      kind,
      name: fields.get("name") ?? "",
      email: fields.get("email") ?? "",
      phone: fields.get("phone") || undefined,
      message: fields.get("message") ?? "",
      page: fields.get("page"),
    };
    if (kind !== "quote") return { ...common, ...(fields.get("subject_id") ? { subject: { type: "listing", id: whole(fields.get("subject_id")) } } : {}) };
    const quantities = fields.getAll("quantity");
    return { ...common, lines: fields.getAll("plan_id").map((plan, index) => ({ plan_id: whole(plan), quantity: whole(quantities[index] ?? null) })) };
  },
  back: (fields) => {
    const path = sitePath(fields.get("page"));
    const anchor = fields.get("anchor");
    return path ? { path, hash: anchor && /^[A-Za-z][\w-]{0,63}$/.test(anchor) ? anchor : undefined } : null;
  },
  outcome: (fields, outcome) => formOutcome(fields.get("kind") === "quote" ? "quote" : "contact", outcome),
});

/** `contact=sent`, `contact=emailInvalid` (MESSAGE_ERRORS' key), `contact=tooMany`; null for a refusal no form words. */
export function formOutcome(param: "contact" | "quote", outcome: FormOutcome<unknown>): string | null {
  if (outcome.ok) return `${param}=sent`;
  if (outcome.refusal.status === 429) return `${param}=${MESSAGE_FORM_CODES.tooMany}`;
  if (outcome.refusal.status !== 400) return null;
  const key = (Object.keys(MESSAGE_ERRORS) as (keyof typeof MESSAGE_ERRORS)[]).find((name) => MESSAGE_ERRORS[name] === outcome.refusal.message);
  return key ? `${param}=${key}` : null;
}

/**
 * The basket's lines priced by the server: one line per plan (a plan sent twice is
 * one line with the quantities added, at most 99), each plan read from this
 * organization's pricing plans now, in the write's transaction; one that is missing
 * or another organization's refuses the whole request.
 */
export async function priceLines(db: Db, organizationId: number, lines: { plan_id: number; quantity: number }[]): Promise<QuoteLine[]> {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.plan_id, (quantities.get(line.plan_id) ?? 0) + line.quantity);
  const plans = new Map((await readPricingPlans(db, organizationId)).map((plan) => [plan.id, plan]));
  return [...quantities].map(([planId, quantity]) => {
    const plan = plans.get(planId);
    if (!plan) throw new HttpError(400, MESSAGE_ERRORS.planGone, { field: "lines" });
    if (quantity > MESSAGE_LIMITS.quantity) throw new HttpError(400, MESSAGE_ERRORS.quantity, { field: "lines" });
    return { plan_id: plan.id, name: plan.name, price: currentPrice(plan), currency_symbol: plan.currency_symbol, quantity };
  });
}
