import "server-only";
// GET and PUT /api/organizations/{id} (spec/site-admin.md §7): the organization the
// editors read, and the header/footer style saves.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { saveHeroOfPage } from "@/features/hero/server";
import { setBlogPostFlags } from "@/features/posts/server";
import { resolveFooterStyle, resolveHeaderStyle } from "@/features/menus";
import { SETTINGS_LIST_STORES } from "@/features/settings/server";
import { withFallbackError } from "@/platform/http/fallback";
import type { Db } from "@/platform/db/client";
import { getDb } from "@/platform/db/client";
import { conflict, HttpError, notFound } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { ADMIN_ROLES, authenticate, authorizeUser, CONTENT_ROLES } from "@/platform/tenancy/authorize";
import { loadSite } from "@/platform/tenancy/organizations";
import { organizationInPath } from "@/platform/tenancy/request";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import type { OrganizationCore } from "../types";
import { loadAllSections, ORGANIZATION_SECTIONS } from "./sections";
import { describeIssue, organizationUpdateSchema, type OrganizationUpdate, type SettingsUpdate } from "./settings-schema";
import { savedRevisions } from "./revisions";

export const ORGANIZATION_NOT_FOUND = "Organization not found";
export const SETTINGS_CONFLICT = "The settings were changed by someone else since you opened them. Reload to see their changes, then save again.";

/** Spec §8 defaults for unexpected failures. */
const FALLBACKS = { fetch: "Failed to fetch organization", save: "Failed to save settings" } as const;

type Params = { id: string };

/** The organization in the path, which must be the one answering on the host (else 404). */
const pathOrganization = (request: Request, idParam: string) => organizationInPath(request, idParam, ORGANIZATION_NOT_FOUND);

/** The organization, its stored settings, and the header and footer styles with the defaults filled in. */
async function readCore(organizationId: number, db?: Db): Promise<OrganizationCore> {
  const site = await loadSite(organizationId, db ?? (await getDb()));
  if (!site) throw notFound(ORGANIZATION_NOT_FOUND);
  return {
    organization: site.organization,
    settings: site.settings,
    header_style: resolveHeaderStyle(site.settings.header_style),
    footer_style: resolveFooterStyle(site.settings.footer_style),
  };
}

/** GET /api/organizations/{id}: members (owner, admin, editor) only; fresh, hidden menu items included. */
async function readOrganization(request: Request, { id }: Params): Promise<Response> {
  const user = await authenticate(request);
  const organizationId = await pathOrganization(request, id);
  const { role } = await authorizeUser(request, user, organizationId, CONTENT_ROLES);
  const db = await getDb();
  const [core, sections, version] = await Promise.all([
    readCore(organizationId),
    loadAllSections(organizationId, { role }),
    settingsVersion(db, organizationId),
  ]);
  return Response.json({ ...core, ...sections, version }, { headers: { "cache-control": "private, no-store" } });
}

/** The settings' version: raised by every save of the organization's settings (409 for a save based on an older one). */
export async function settingsVersion(tx: Db, organizationId: number, lock = false): Promise<number> {
  const query = tx.select({ version: organizationSettings.version }).from(organizationSettings).where(eq(organizationSettings.organization_id, organizationId));
  const [row] = await (lock ? query.for("update") : query);
  return row?.version ?? 1;
}

/** Stores the settings named (others untouched; name and type on the organization); the settings row is created when missing. */
export async function saveSettings(tx: Db, organizationId: number, settings: SettingsUpdate) {
  const { name, type, ...rest } = settings;
  if (name !== undefined || type !== undefined) {
    await tx
      .update(organizations)
      .set({ ...(name !== undefined && { name }), ...(type !== undefined && { type }) })
      .where(eq(organizations.id, organizationId));
  }
  // The site's own language is always one it publishes.
  if (rest.supported_locales && rest.language && !rest.supported_locales.includes(rest.language))
    rest.supported_locales = [rest.language, ...rest.supported_locales];
  const values = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  await tx
    .insert(organizationSettings)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({
      target: organizationSettings.organization_id,
      set: { ...values, version: sql`${organizationSettings.version} + 1`, updated_at: sql`now()` },
    });
}

/** The body, parsed; a bad list item is named by its list and place ("FAQ 2: Please enter a question"). */
function parseUpdate(raw: unknown): OrganizationUpdate {
  const result = organizationUpdateSchema.safeParse(raw);
  if (result.success) return result.data as OrganizationUpdate;
  const issue = result.error.issues[0]!;
  throw new HttpError(400, describeIssue(issue.path, issue.message), { field: issue.path.map(String).join(".") });
}

/**
 * PUT /api/organizations/{id}: owner or admin. A style save, or the Global Settings
 * save: settings and every list sent, in one transaction; nothing is saved when one
 * part is invalid. Answers the organization as saved, with its new version.
 */
const updateOrganization = mutation<Params, z.ZodType<OrganizationUpdate>>({
  owner: ({ request, params }) => pathOrganization(request, params.id),
  roles: ADMIN_ROLES,
  input: z.unknown().transform(parseUpdate),
  revisions: savedRevisions,
  write: async ({ tx, organizationId, input, caller }) => {
    const current = await settingsVersion(tx, organizationId, true);
    if (input.version !== undefined && input.version !== current) throw conflict(SETTINGS_CONFLICT, { version: current });
    const settings = { ...input.settings, ...input.settingsData };
    await saveSettings(tx, organizationId, settings);
    if (input.heroData) await saveHomeHero(tx, organizationId, input.heroData);
    for (const flags of input.blog_posts ?? []) await setBlogPostFlags(tx, caller, flags);
    for (const store of SETTINGS_LIST_STORES) {
      const items = input[store.name];
      if (Array.isArray(items)) await store.replace(tx, organizationId, items, caller);
    }
    return { ...(await readCore(organizationId, tx)), version: await settingsVersion(tx, organizationId) };
  },
});

/** The Hero Section tab's fields on the home page's hero; a refusal names the hero ("Hero section: ...", field heroData.title). */
async function saveHomeHero(tx: Db, organizationId: number, heroData: NonNullable<OrganizationUpdate["heroData"]>) {
  try {
    return await saveHeroOfPage(tx, organizationId, "/", heroData);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const issue = error.issues[0]!;
    throw new HttpError(400, describeIssue(["heroData", ...issue.path], issue.message), { field: ["heroData", ...issue.path].map(String).join(".") });
  }
}

/** GET /api/organizations/{id}/sections/{sectionName}: one part of the read, to reload a tab after a save (members). */
async function readSection(request: Request, { id, sectionName }: Params & { sectionName: string }): Promise<Response> {
  const user = await authenticate(request);
  const organizationId = await pathOrganization(request, id);
  const { role } = await authorizeUser(request, user, organizationId, CONTENT_ROLES);
  const load = Object.hasOwn(ORGANIZATION_SECTIONS, sectionName) ? ORGANIZATION_SECTIONS[sectionName] : undefined;
  if (!load) throw notFound(`Unknown section "${sectionName.slice(0, 50)}". Sections: ${Object.keys(ORGANIZATION_SECTIONS).join(", ")}.`);
  return Response.json(await load(organizationId, { role }), { headers: { "cache-control": "private, no-store" } });
}

export const organizationRoutes = {
  read: withFallbackError<{ params: Promise<Params> }>(FALLBACKS.fetch, async (request, context) => readOrganization(request, await context.params)),
  section: withFallbackError<{ params: Promise<Params & { sectionName: string }> }>(FALLBACKS.fetch, async (request, context) =>
    readSection(request, await context.params),
  ),
  update: withFallbackError(FALLBACKS.save, updateOrganization),
};
