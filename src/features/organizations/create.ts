import { eq, or } from "drizzle-orm";
import { getAuth } from "@/platform/auth/server";
import { user } from "@/platform/auth/tables";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, conflict } from "@/platform/http/errors";
import { invalidateOrganization } from "@/platform/cache";
import { getRole, setRole } from "@/platform/tenancy/members";
import { toOrganization, type Organization } from "@/platform/tenancy/records";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import { createOrganizationSchema, type CreateOrganizationInput } from "./schema";
import { addStarterHomePage } from "./starter-page";

export type CreateOrganizationResult = {
  organization: Organization;
  owner: { id: string; email: string };
  created: { organization: boolean; owner: boolean };
  /** "new": created now; "owner": already this organization's owner; "existing": an existing account made owner (existingAccount). */
  ownerAccount: "new" | "owner" | "existing";
};

export type CreateOrganizationOptions = {
  /** A new organization's home page starts with a hero and an example section (default); the demo seeds its own. */
  starterPage?: boolean;
};

export const existingAccountMessage = (email: string) =>
  `The account ${email} already exists (anyone can register an email on any site, so it may not be yours); its password would not change. ` +
  `To make it the owner anyway, run again with --existing-account; otherwise choose another owner email.`;

/**
 * Creates an organization that answers on `host` with an owner account.
 * A new organization's home page starts with a hero and an example section
 * (starter-page.ts), in the same transaction as the organization.
 * Idempotent: run again with the same host and email, it changes nothing
 * (the name, type and site title are brought up to date; the owner's password
 * is left as it is). An account that already exists and is not yet this
 * organization's owner is refused unless `existingAccount` is true: anyone can
 * register an email, so it may belong to a stranger.
 */
export async function createOrganization(input: CreateOrganizationInput, options: CreateOrganizationOptions = {}): Promise<CreateOrganizationResult> {
  const data = createOrganizationSchema.parse(input);
  if (data.hostLocal === data.host) throw badRequest("The second host must differ from the first.");
  const db = await getDb();
  const hosts = [data.host, ...(data.hostLocal ? [data.hostLocal] : [])];

  const existing = await db
    .select()
    .from(organizations)
    .where(or(...hosts.flatMap((h) => [eq(organizations.base_url, h), eq(organizations.base_url_local, h)])));
  const sameSite = existing.find((o) => o.base_url === data.host);
  const clash = existing.find((o) => o !== sameSite);
  if (clash) throw conflict(`The host ${hosts.join(" or ")} is already used by the organization "${clash.name}".`);

  // The owner first: a failure below leaves nothing half made, and a re-run reuses the account.
  let [owner] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, data.ownerEmail)).limit(1);
  const ownerCreated = !owner;
  const alreadyOwner = !!owner && !!sameSite && (await getRole(owner.id, sameSite.id)) === "owner";
  if (owner && !alreadyOwner && !data.existingAccount) throw conflict(existingAccountMessage(owner.email));
  if (!owner) {
    const auth = await getAuth();
    const result = await auth.api.signUpEmail({
      body: { email: data.ownerEmail, password: data.ownerPassword, name: data.ownerName ?? data.ownerEmail.split("@")[0]! },
    });
    owner = { id: result.user.id, email: result.user.email };
  }

  const organization = await db.transaction(async (tx) => {
    if (sameSite) {
      const [row] = await tx
        .update(organizations)
        .set({ name: data.name, type: data.type ?? sameSite.type, base_url_local: data.hostLocal ?? sameSite.base_url_local })
        .where(eq(organizations.id, sameSite.id))
        .returning();
      if (data.siteTitle !== undefined) {
        await tx.update(organizationSettings).set({ site: data.siteTitle }).where(eq(organizationSettings.organization_id, sameSite.id));
      }
      return row!;
    }
    const [row] = await tx
      .insert(organizations)
      .values({ name: data.name, base_url: data.host, base_url_local: data.hostLocal ?? null, type: data.type ?? "services" })
      .returning();
    await tx.insert(organizationSettings).values({ organization_id: row!.id, site: data.siteTitle ?? data.name });
    if (options.starterPage !== false) await addStarterHomePage(tx as unknown as Db, row!.id, data.name);
    return row!;
  });

  await setRole(owner.id, organization.id, "owner");
  // Its hosts answer at once, on every instance (a host may have been cached as unknown).
  await invalidateOrganization(organization.id);

  return {
    organization: toOrganization(organization),
    owner,
    created: { organization: !sameSite, owner: ownerCreated },
    ownerAccount: ownerCreated ? "new" : alreadyOwner ? "owner" : "existing",
  };
}
