/** The Global Settings tabs and their subtitles, word for word (spec/site-admin.md §2.9). */
export const TABS = [
  { id: "general", label: "General", subtitle: "Basic organization configuration" },
  { id: "hero", label: "Hero Section", subtitle: "Homepage hero banner configuration" },
  { id: "products", label: "Products", subtitle: "Manage your products and services" },
  { id: "features", label: "Features", subtitle: "Manage feature highlights" },
  { id: "faqs", label: "FAQs", subtitle: "Frequently asked questions" },
  { id: "banners", label: "Banners", subtitle: "Promotional banners and alerts" },
  { id: "menu", label: "Menu", subtitle: "Navigation menu configuration" },
  { id: "blog", label: "Blog", subtitle: "Blog posts and categories" },
  { id: "cookies", label: "Cookies", subtitle: "Cookie consent and privacy settings" },
  { id: "meetings", label: "Meeting Types", subtitle: "Manage meeting types for booking system" },
  // The eleventh tab (issue 13), for owners only; its changes save at once.
  { id: "team", label: "Team", subtitle: "Members, their roles and invitations" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

/** The lists each tab edits (keys of GET/PUT /api/organizations/{id}). */
export const TAB_LISTS: Partial<Record<TabId, string[]>> = {
  products: ["products", "pricing_plans"],
  features: ["features"],
  faqs: ["faqs"],
  banners: ["banners"],
  cookies: ["cookie_categories"],
  meetings: ["meeting_types"],
  menu: ["menu_items"],
};

/** The tab holding a field the server named ("faqs.1.question" → faqs; "name" → general). */
export function tabOfField(field: string | undefined): TabId {
  if (field?.startsWith("heroData")) return "hero";
  const list = field?.split(".")[0];
  const found = Object.entries(TAB_LISTS).find(([, lists]) => list && lists.includes(list));
  return (found?.[0] as TabId | undefined) ?? "general";
}

/** The tabs this member sees: Team is for owners. */
export const tabsFor = (role: string | null | undefined) => TABS.filter((t) => t.id !== "team" || role === "owner");
