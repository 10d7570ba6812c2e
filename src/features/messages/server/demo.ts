import "server-only";
import { getDb } from "@/platform/db/client";
import { messageSchema } from "../schema";
import { messages } from "../tables";
import { priceLines } from "./send";

/** A demo message: the body a visitor would have sent, how long ago, and whether a member opened it. */
export type DemoMessage = { body: Record<string, unknown> & { lines?: { plan: string; quantity: number }[] }; minutesAgo: number; read: boolean };

/**
 * Stores believable messages for the demo organization, each parsed by the same
 * schema as a visitor's and a quote's plans (named here) priced by the server as a
 * quote is. They were never mailed; `mailed` is set so the list does not report a
 * failed mail for them.
 */
export async function seedMessages(organizationId: number, demo: DemoMessage[], plans: { id: number; name: string }[]): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  for (const { body, minutesAgo, read } of demo) {
    const lines = body.lines?.map((line) => ({ plan_id: plans.find((plan) => plan.name === line.plan)!.id, quantity: line.quantity }));
    const input = messageSchema.parse({ ...body, ...(lines ? { lines } : {}) });
    const created_at = new Date(now - minutesAgo * 60_000);
    await db.insert(messages).values({
      organization_id: organizationId,
      kind: input.kind,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      page: input.page,
      lines: input.kind === "quote" ? await priceLines(db, organizationId, input.lines) : null,
      mailed: true,
      read_at: read ? new Date(created_at.getTime() + 30 * 60_000) : null,
      created_at,
    });
  }
}
