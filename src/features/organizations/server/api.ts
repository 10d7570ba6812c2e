import "server-only";
// GET and PUT /api/organizations/{id} (spec/site-admin.md §7): the organization the
// editors read, and the header/footer style saves.
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import { saveHeroOfPage } from "@/features/hero/server";
import { postsChanged, setBlogPostFlags } from "@/features/posts/server";
import { menuAddress, resolveFooterStyle, resolveHeaderStyle } from "@/features/menus";
import { SETTINGS_LIST_STORES } from "@/features/settings/server";
import { newPageBlock } from "@/platform/cache";
import { withFallbackError } from "@/platform/http/fallback";
import type { Db } from "@/platform/db/client";
import { getDb } from "@/platform/db/client";
import { conflict, firstIssue, HttpError, notFound } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { ADMIN_ROLES, authenticate, authorizeUser, CONTENT_ROLES } from "@/platform/tenancy/authorize";
import { loadSite } from "@/platform/tenancy/organizations";
import { isLocale, type Locale } from "@/platform/i18n/locales";
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
  if (rest.language !== undefined || rest.supported_locales !== undefined || rest.draft_languages !== undefined)
    rest.draft_languages = await draftLanguagesOf(tx, organizationId, rest);
  const values = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  await tx
    .insert(organizationSettings)
    .values({ organization_id: organizationId, ...values })
    .onConflictDoUpdate({
      target: organizationSettings.organization_id,
      set: { ...values, version: sql`${organizationSettings.version} + 1`, updated_at: sql`now()` },
    });
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });
const languageName = (code: string) => LANGUAGE_NAMES.of(code) ?? code;
const DRAFT_FIELD = { field: "settingsData.draft_languages" };

/**
 * The draft languages a save leaves (docs/decisions.md "Languages published one at a
 * time"): the ones it sends, else the stored ones, less any language the site no longer
 * has. A draft must be one of the site's languages (400 naming it), and never the site's
 * own language, which is always published (400: publish it first). A language the save
 * adds without naming it a draft is published (the General tab names new ones drafts).
 */
async function draftLanguagesOf(tx: Db, organizationId: number, update: SettingsUpdate): Promise<Locale[]> {
  const stored = (await loadSite(organizationId, tx))?.settings;
  const language = update.language ?? stored?.language ?? "en";
  const languages = new Set([language, ...(update.supported_locales ?? stored?.supported_locales ?? [])]);
  if (update.draft_languages) {
    for (const draft of update.draft_languages) {
      if (!languages.has(draft))
        throw new HttpError(400, `${languageName(draft)} is not one of the site's languages: add it to the languages of the site first.`, DRAFT_FIELD);
    }
  }
  const drafts = update.draft_languages ?? stored?.draft_languages ?? [];
  if (drafts.includes(language))
    throw new HttpError(
      400,
      `${languageName(language)} is the site's language, which is always published: publish ${languageName(language)} first, or keep another language for the site.`,
      DRAFT_FIELD,
    );
  return [...new Set(drafts)].filter((draft): draft is Locale => isLocale(draft) && languages.has(draft));
}

/** The body, parsed; a bad list item is named by its list and place ("FAQ 2: Please enter a question"). */
function parseUpdate(raw: unknown): OrganizationUpdate {
  const result = organizationUpdateSchema.safeParse(raw);
  if (result.success) return result.data as OrganizationUpdate;
  const issue = firstIssue(result.error);
  throw new HttpError(400, describeIssue(issue.path, issue.message), { field: issue.path.map(String).join(".") });
}

/** The site as every page reads it: the organization and its settings (what a change of them changes: everything). */
const siteOf = (core: OrganizationCore) => JSON.stringify([core.organization, core.settings]);

/**
 * PUT /api/organizations/{id}: owner or admin. A style save, or the Global Settings
 * save: settings and every list sent, in one transaction; nothing is saved when one
 * part is invalid. Answers the organization as saved, with its new version.
 * It changes what it saved: settings that differ from the stored ones (language,
 * theme, styles: every page) are the whole organization; otherwise the home page's
 * blocks for a hero, the posts whose flags it sent, and each list's key (a list
 * without one: the whole organization). The editor sends the General tab's
 * fields with every save, so they are compared, not just looked for.
 */
const updateOrganization = mutation<Params, z.ZodType<OrganizationUpdate>>({
  owner: ({ request, params }) => pathOrganization(request, params.id),
  roles: ADMIN_ROLES,
  input: z.unknown().transform(parseUpdate),
  revisions: savedRevisions,
  write: async ({ tx, organizationId, input, caller, changed }) => {
    const current = await settingsVersion(tx, organizationId, true);
    if (input.version !== undefined && input.version !== current) throw conflict(SETTINGS_CONFLICT, { version: current });
    const before = siteOf(await readCore(organizationId, tx));
    const settings = { ...input.settings, ...input.settingsData };
    await saveSettings(tx, organizationId, settings);
    if (input.heroData) changed(newPageBlock(await saveHomeHero(tx, organizationId, input.heroData)));
    for (const flags of input.blog_posts ?? []) changed(postsChanged((await setBlogPostFlags(tx, caller, flags)).slug));
    for (const store of SETTINGS_LIST_STORES) {
      const items = input[store.name];
      if (!Array.isArray(items)) continue;
      await store.replace(tx, organizationId, items, caller);
      changed(store.cacheKey === undefined ? "organization" : { keys: [store.cacheKey] });
    }
    const core = await readCore(organizationId, tx);
    if (siteOf(core) !== before) changed("organization");
    return { ...core, version: await settingsVersion(tx, organizationId) };
  },
  invalidates: "nothing", // beside what the write declares it changed
  records: (_result, input, organizationId) => menusSaved(input, organizationId),
});

/**
 * The menus a save of the organization changed, as their editors name them (presence, issue
 * 43 §4): a style's menu, and both for the menu's items (Global Settings → Menu). Global
 * Settings itself is named by the path, `/api/organizations/{id}`.
 */
function menusSaved(input: OrganizationUpdate, organizationId: number): string[] {
  const settings = { ...input.settings, ...input.settingsData };
  const items = Array.isArray(input.menu_items) || Array.isArray(input.submenu_items);
  return [
    ...(items || settings.header_style !== undefined ? [menuAddress(organizationId, "header")] : []),
    ...(items || settings.footer_style !== undefined ? [menuAddress(organizationId, "footer")] : []),
  ];
}

/** The Hero Section tab's fields on the home page's hero; a refusal names the hero ("Hero section: ...", field heroData.title). */
async function saveHomeHero(tx: Db, organizationId: number, heroData: NonNullable<OrganizationUpdate["heroData"]>) {
  try {
    return await saveHeroOfPage(tx, organizationId, "/", heroData);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const issue = firstIssue(error);
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
