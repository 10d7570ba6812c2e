import "server-only";
import { eq, or } from "drizzle-orm";
import { getAuth } from "@/platform/auth/server";
import { user } from "@/platform/auth/tables";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, conflict } from "@/platform/http/errors";
import { invalidateOrganization } from "@/platform/cache";
import { getRole, setRole } from "@/platform/tenancy/members";
import { toOrganization, type Organization } from "@/platform/tenancy/records";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import { unverifiedAccountMessage } from "./members";
import { createOrganizationSchema, type CreateOrganizationInput } from "./schema";
import { addStarterHomePage, addStarterPolicyPages } from "./starter-page";
import { addDefaultMeetingHours } from "@/features/meetings/server";

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

/** An account the operator creates (with its password) counts as confirmed: no mail, it signs in at once. */
async function createVerifiedAccount(email: string, password: string, name: string | undefined) {
  const context = await (await getAuth()).$context;
  const created = await context.internalAdapter.createUser({ email, name: name ?? email.split("@")[0]!, emailVerified: true }, { method: "email-password" });
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  return { id: created.id, email: created.email };
}

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
  const [found] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, data.ownerEmail))
    .limit(1);
  const ownerCreated = !found;
  const alreadyOwner = !!found && !!sameSite && (await getRole(found.id, sameSite.id)) === "owner";
  if (found && !alreadyOwner && !data.existingAccount) throw conflict(existingAccountMessage(found.email));
  if (found && !alreadyOwner && !found.emailVerified) throw conflict(unverifiedAccountMessage(found.email));
  const owner = found ? { id: found.id, email: found.email } : await createVerifiedAccount(data.ownerEmail, data.ownerPassword, data.ownerName);

  const organization = await db.transaction(async (tx) => {
    if (sameSite) {
      const [row] = await tx
        .update(organizations)
        .set({ name: data.name, type: data.type ?? sameSite.type, base_url_local: data.hostLocal ?? sameSite.base_url_local })
        .where(eq(organizations.id, sameSite.id))
        .returning();
      const settings = languageSettings(data);
      if (data.siteTitle !== undefined) settings.site = data.siteTitle;
      if (Object.keys(settings).length) await tx.update(organizationSettings).set(settings).where(eq(organizationSettings.organization_id, sameSite.id));
      return row!;
    }
    const [row] = await tx
      .insert(organizations)
      .values({ name: data.name, base_url: data.host, base_url_local: data.hostLocal ?? null, type: data.type ?? "services" })
      .returning();
    const languages = languageSettings(data);
    await tx.insert(organizationSettings).values({ organization_id: row!.id, site: data.siteTitle ?? data.name, ...languages });
    if (options.starterPage !== false) await addStarterHomePage(tx as unknown as Db, row!.id, data.name, languages.language);
    // Every site, the demo too: the privacy dialog links to both.
    await addStarterPolicyPages(tx as unknown as Db, row!.id, languages.language);
    // Monday to Friday 09:00–17:00: a meeting type the organization adds can be booked at once.
    await addDefaultMeetingHours(tx as unknown as Db, row!.id);
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

/** The site's language and published languages as settings columns (its own language always published). */
function languageSettings(data: { language?: string; supportedLocales?: string[]; withLanguageSwitch?: boolean }): {
  language?: string;
  supported_locales?: string[];
  site?: string;
  with_language_switch?: boolean;
} {
  const languageSwitch = data.withLanguageSwitch === undefined ? {} : { with_language_switch: data.withLanguageSwitch };
  if (!data.language && !data.supportedLocales) return languageSwitch;
  const language = data.language ?? data.supportedLocales?.[0] ?? "en";
  return { ...languageSwitch, language, supported_locales: [...new Set([language, ...(data.supportedLocales ?? [])])] };
}
