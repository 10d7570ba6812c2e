import { SETTINGS_LISTS } from "./lists";

/**
 * The Global Settings tabs and their subtitles, word for word (spec/site-admin.md
 * §2.9), in their order. A tab with a `section` reloads after a save from
 * `GET /api/organizations/{id}/sections/{id}`, which also answers in this order; the
 * lists a tab edits are the ones registered on it (./lists.ts).
 */
export const TABS = [
  { id: "general", label: "General", subtitle: "Basic organization configuration", section: false },
  { id: "hero", label: "Hero Section", subtitle: "Homepage hero banner configuration", section: true },
  { id: "products", label: "Products", subtitle: "Manage your products and services", section: true },
  { id: "features", label: "Features", subtitle: "Manage feature highlights", section: true },
  { id: "faqs", label: "FAQs", subtitle: "Frequently asked questions", section: true },
  { id: "reviews", label: "Reviews", subtitle: "Customer reviews shown in reviews sections", section: true },
  { id: "banners", label: "Banners", subtitle: "Promotional banners and alerts", section: true },
  { id: "menu", label: "Menu", subtitle: "Navigation menu configuration", section: true },
  { id: "blog", label: "Blog", subtitle: "Blog posts and categories", section: true },
  { id: "cookies", label: "Cookies", subtitle: "Cookie consent and privacy settings", section: true },
  { id: "meetings", label: "Meeting Types", subtitle: "Manage meeting types for booking system", section: true },
  { id: "listings", label: "Listings", subtitle: "Property listings shown in real estate sections", section: true },
  // Issue 43 §2: old addresses that keep working.
  { id: "redirects", label: "Redirects", subtitle: "Old addresses that send visitors to new ones", section: true },
  // Issue 43 §1: posts and pages published or unpublished at a set time; its changes save at once.
  { id: "scheduled", label: "Scheduled", subtitle: "Posts and pages to publish or unpublish at a set time", section: false },
  // The eleventh tab (issue 13), for owners only; its changes save at once.
  { id: "team", label: "Team", subtitle: "Members, their roles and invitations", section: false },
] as const;

export type TabId = (typeof TABS)[number]["id"];

/** The tabs that are sections of the organization read, in order ("hero", "products"... "meetings"). */
export const SECTION_TABS: readonly TabId[] = TABS.filter((t) => t.section).map((t) => t.id);

/** The lists a tab edits, in their registrations' order. */
export const listsOn = (tab: TabId) => SETTINGS_LISTS.filter((list) => list.tab === tab);

/** The tab holding a field the server named ("faqs.1.question" → faqs; "name" → general). */
export function tabOfField(field: string | undefined): TabId {
  if (field?.startsWith("heroData")) return "hero";
  const key = field?.split(".")[0];
  const list = SETTINGS_LISTS.find((l) => l.key === key);
  return (TABS.find((t) => t.id === list?.tab)?.id as TabId | undefined) ?? "general";
}

/** The tabs this member sees: Team is for owners. */
export const tabsFor = (role: string | null | undefined) => TABS.filter((t) => t.id !== "team" || role === "owner");
