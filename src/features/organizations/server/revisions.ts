import "server-only";
// Global Settings' revisions (docs/decisions.md "Revisions for every editor"): the
// General tab's settings; and the revision routes of the header and footer menus,
// which are saved under the organization too.
import { eq } from "drizzle-orm";
import * as z from "zod";
import { heroIdOfPage, heroRevisions } from "@/features/hero/server";
import { menuRevisions, MENU_REVISIONS, type MenuKind } from "@/features/menus/server";
import { postRevisionOf } from "@/features/posts/server";
import { SETTINGS_LIST_STORES, SETTINGS_LISTS } from "@/features/settings/server";
import type { Db } from "@/platform/db/client";
import { conflict } from "@/platform/http/errors";
import { describeKeys, restorable } from "@/platform/revisions/describe";
import { listRevisionSubject } from "@/platform/revisions/list-subject";
import { revisionRoutes } from "@/platform/revisions/routes";
import type { KeptRecord } from "@/platform/revisions/declared";
import type { RevisionSubject } from "@/platform/revisions/types";
import { ADMIN_ROLES } from "@/platform/tenancy/authorize";
import { organizationInPath } from "@/platform/tenancy/request";
import { organizations, organizationSettings } from "@/platform/tenancy/tables";
import { ORGANIZATION_NOT_FOUND, saveSettings, SETTINGS_CONFLICT, settingsVersion } from "./api";
import { organizationUpdateSchema } from "./settings-schema";

/** The General tab's settings (the styles are the menus' revisions). */
const KEYS = [
  "name",
  "type",
  "site",
  "image",
  "language",
  "supported_locales",
  "draft_languages",
  "draft_language_visitors",
  "translation_threshold",
  "with_language_switch",
  "time_zone",
] as const;
const LABELS = {
  name: "Organization name",
  type: "Type",
  site: "Site title",
  image: "Logo",
  language: "Language",
  supported_locales: "Languages",
  draft_languages: "Draft languages",
  draft_language_visitors: "Draft languages for visitors",
  translation_threshold: "Translation threshold",
  with_language_switch: "Language switch",
  time_zone: "Time zone",
};

const settingsShape = () => (organizationUpdateSchema.shape.settings as z.ZodOptional<z.ZodObject>).unwrap().shape as Record<string, z.ZodType>;

export const settingsRevisions: RevisionSubject = {
  type: "global_settings",
  noun: "settings",
  roles: ADMIN_ROLES,
  read: async (db, organizationId) => {
    const [row] = await db
      .select({ name: organizations.name, type: organizations.type, settings: organizationSettings })
      .from(organizations)
      .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
      .where(eq(organizations.id, organizationId));
    if (!row) return null;
    const settings = (row.settings ?? {}) as Record<string, unknown>;
    const snapshot = { name: row.name, type: row.type, ...Object.fromEntries(KEYS.slice(2).map((key) => [key, settings[key] ?? null])) };
    return { version: row.settings?.version ?? 1, snapshot };
  },
  describe: (snapshot) => describeKeys(snapshot, KEYS, LABELS),
  restore: async (tx, { organizationId, snapshot, version }) => {
    const current = await settingsVersion(tx, organizationId, true);
    if (version !== current) throw conflict(SETTINGS_CONFLICT, { version: current });
    const fields = restorable(settingsShape(), snapshot);
    delete fields.header_style;
    delete fields.footer_style;
    await saveSettings(tx, organizationId, fields);
    return { version: await settingsVersion(tx, organizationId) };
  },
};

/**
 * The Global Settings lists' revisions (docs/decisions.md "Revisions of the Global
 * Settings lists"): one subject per registered list, by its name. The menu items (and
 * their submenu items, saved with them) are not among them: the header and footer
 * menus' revisions keep them.
 */
export const LIST_REVISIONS: Readonly<Record<string, RevisionSubject>> = Object.fromEntries(
  SETTINGS_LIST_STORES.filter((store) => !store.partOf && !SETTINGS_LIST_STORES.some((other) => other.partOf === store.name)).flatMap((store) => {
    const spec = SETTINGS_LISTS.find((list) => list.key === store.name);
    if (!spec) return [];
    return [
      [
        store.name,
        listRevisionSubject(store, spec, {
          roles: ADMIN_ROLES,
          version: (db, organizationId, lock) => settingsVersion(db, organizationId, lock),
          saved: async (tx, organizationId) => {
            // A list saved back is a settings save: the version moves, so an editor opened before it gets a 409.
            await saveSettings(tx, organizationId, {});
            return settingsVersion(tx, organizationId);
          },
          conflict: (current) => conflict(SETTINGS_CONFLICT, { version: current }),
        }),
      ],
    ];
  }),
);

type SavedInput = { heroData?: unknown; blog_posts?: readonly { id: number }[] } & Partial<Record<string, unknown>>;

/** What a PUT /api/organizations/{id} keeps revisions of: the settings, the menus (styles, menu items), the home page's hero when sent, each list and blog post it sent. */
export async function savedRevisions(
  _result: unknown,
  { tx, organizationId, input }: { tx: Db; organizationId: number; input: SavedInput },
): Promise<KeptRecord[]> {
  const kept: KeptRecord[] = [{ subject: settingsRevisions, recordId: "global_settings" }, ...menuRevisions()];
  const hero = input.heroData ? await heroIdOfPage(tx, organizationId, "/") : null;
  if (hero !== null) kept.push({ subject: heroRevisions, recordId: String(hero) });
  for (const flags of input.blog_posts ?? []) kept.push(postRevisionOf(flags.id));
  for (const store of SETTINGS_LIST_STORES) {
    if (Array.isArray(input[store.name]) && Object.hasOwn(LIST_REVISIONS, store.name))
      kept.push({ subject: LIST_REVISIONS[store.name]!, recordId: store.name });
  }
  return kept;
}

type OrgParams = { id: string };

/** GET|POST /api/organizations/{id}/settings/revisions…: Global Settings' General tab. */
export const settingsRevisionRoutes = revisionRoutes<OrgParams>(settingsRevisions, async ({ request, params }) => ({
  organizationId: await organizationInPath(request, params.id, ORGANIZATION_NOT_FOUND),
  recordId: "global_settings",
}));

const MENU_NOT_FOUND = "Menu not found: it is header or footer.";

const menuRoutes = (kind: MenuKind) =>
  revisionRoutes<OrgParams & { kind: string }>(MENU_REVISIONS[kind], async ({ request, params }) => ({
    organizationId: await organizationInPath(request, params.id, ORGANIZATION_NOT_FOUND),
    recordId: kind,
  }));
const MENU_ROUTES = { header: menuRoutes("header"), footer: menuRoutes("footer") };

type MenuHandler = "list" | "read" | "restore";

/** GET|POST /api/organizations/{id}/menus/{kind}/revisions…: kind header or footer (else 404). */
export function menuRevisionRoute(handler: MenuHandler) {
  return async (request: Request, context: { params: Promise<OrgParams & { kind: string; revisionId?: string }> }) => {
    const { kind } = await context.params;
    if (kind !== "header" && kind !== "footer") return Response.json({ error: MENU_NOT_FOUND }, { status: 404 });
    return (MENU_ROUTES[kind][handler] as (request: Request, context: unknown) => Promise<Response>)(request, context);
  };
}

const listNotFound = (name: string) => `List not found: "${name.slice(0, 50)}" keeps no revisions. Lists: ${Object.keys(LIST_REVISIONS).join(", ")}.`;

const LIST_ROUTES = Object.fromEntries(
  Object.entries(LIST_REVISIONS).map(([name, subject]) => [
    name,
    revisionRoutes<OrgParams & { name: string }>(subject, async ({ request, params }) => ({
      organizationId: await organizationInPath(request, params.id, ORGANIZATION_NOT_FOUND),
      recordId: name,
    })),
  ]),
);

/** GET|POST /api/organizations/{id}/lists/{name}/revisions…: a Global Settings list by its name (faqs, listings...; else 404). */
export function listRevisionRoute(handler: MenuHandler) {
  return async (request: Request, context: { params: Promise<OrgParams & { name: string; revisionId?: string }> }) => {
    const { name } = await context.params;
    const routes = Object.hasOwn(LIST_ROUTES, name) ? LIST_ROUTES[name] : undefined;
    if (!routes) return Response.json({ error: listNotFound(name) }, { status: 404 });
    return (routes[handler] as (request: Request, context: unknown) => Promise<Response>)(request, context);
  };
}
