import "server-only";
import { listingTitle } from "@/features/listings/server";
import { currentPrice, readPricingPlans } from "@/features/products/server";
import type { Db } from "@/platform/db/client";
import { HttpError } from "@/platform/http/errors";
import { publicAction } from "@/platform/http/public-action";
import type { RateLimit } from "@/platform/http/rate-limit";
import { MESSAGE_ERRORS, MESSAGE_LIMITS } from "../rules";
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
export const sendMessageRoute = publicAction({
  name: "messages",
  input: messageSchema,
  limits: MESSAGE_RATE_LIMITS,
  maxBytes: MESSAGE_BODY_BYTES,
  write: async ({ tx, organizationId, input }) => {
    const base = { organization_id: organizationId, kind: input.kind, name: input.name, email: input.email, phone: input.phone || null, message: input.message, page: input.page };
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
  afterCommit: async ({ id }, organizationId) => mailMessage(organizationId, id),
});

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
