import "server-only";
import { count } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { organizations } from "@/platform/tenancy/tables";
import { createOrganization } from "./create";

export const DEMO = {
  name: "Onsite Demo",
  host: "localhost",
  hostLocal: "127.0.0.1",
  siteTitle: "Onsite Demo",
  ownerEmail: "owner@onsite.local",
  ownerName: "Demo Owner",
  /** Override with ONSITE_DEMO_PASSWORD. */
  defaultPassword: "onsite-demo-1",
};

export type SeedHook = (organizationId: number) => Promise<void>;

/** First start: a demo organization on localhost and 127.0.0.1 with an owner account. */
export async function seedDemo(extra: SeedHook[] = []): Promise<boolean> {
  const db = await getDb();
  const [{ value }] = await db.select({ value: count() }).from(organizations);
  if (value! > 0) return false;
  const { organization } = await createOrganization(
    {
      name: DEMO.name,
      host: DEMO.host,
      hostLocal: DEMO.hostLocal,
      type: "technology",
      siteTitle: DEMO.siteTitle,
      ownerEmail: DEMO.ownerEmail,
      ownerName: DEMO.ownerName,
      ownerPassword: process.env.ONSITE_DEMO_PASSWORD || DEMO.defaultPassword,
    },
    { starterPage: false },
  ); // the demo's own content (scripts/demo-content.ts) replaces the starter page
  for (const hook of extra) await hook(organization.id);
  return true;
}
