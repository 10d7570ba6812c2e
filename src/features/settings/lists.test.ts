import { describe, expect, it } from "vitest";
import { globalSettingsEditor } from "./registration";
import { SETTINGS_LISTS } from "./lists";
import { SETTINGS_LIST_STORES } from "./server/lists";
import { listsOn, SECTION_TABS, tabOfField, TABS } from "./tabs";

describe("the Global Settings lists, as their features register them", () => {
  const keys = SETTINGS_LISTS.map((list) => list.key);
  const names = SETTINGS_LIST_STORES.map((store) => store.name);

  it("name each list once, on the client and on the server", () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it("pair every store on the server with a list of its key (or the list it is part of), and every list with a store", () => {
    for (const store of SETTINGS_LIST_STORES) expect(keys, store.name).toContain(store.partOf ?? store.name);
    for (const store of SETTINGS_LIST_STORES.filter((s) => s.partOf)) expect(keys, store.name).not.toContain(store.name);
    for (const key of keys) expect(names, key).toContain(key);
  });

  it("name each item as the list does, so a refusal reads 'FAQ 2: …' and the editor 'Add FAQ'", () => {
    for (const store of SETTINGS_LIST_STORES.filter((s) => !s.partOf)) {
      const list = SETTINGS_LISTS.find((l) => l.key === store.name)!;
      expect(store.itemLabel.toLowerCase(), store.name).toBe(list.item.toLowerCase());
    }
    expect(Object.fromEntries(SETTINGS_LIST_STORES.map((s) => [s.name, s.itemLabel]))).toMatchObject({
      faqs: "FAQ",
      pricing_plans: "Pricing plan",
      cookie_categories: "Cookie category",
      submenu_items: "Submenu item",
    });
  });

  it("put each list on a tab that exists and reloads its section after a save", () => {
    for (const list of SETTINGS_LISTS) {
      expect(
        TABS.map((t) => t.id),
        list.key,
      ).toContain(list.tab);
      expect(SECTION_TABS, list.key).toContain(list.tab);
    }
  });

  it("give each tab its lists, in order (spec/site-admin.md §2.9)", () => {
    const byTab = Object.fromEntries(TABS.map((t) => [t.id, listsOn(t.id).map((list) => list.key)]).filter(([, lists]) => lists.length));
    expect(byTab).toEqual({
      products: ["products", "pricing_plans"],
      features: ["features"],
      faqs: ["faqs"],
      reviews: ["reviews"],
      banners: ["banners"],
      menu: ["menu_items"],
      cookies: ["cookie_categories"],
      meetings: ["meeting_types", "meeting_hours", "meeting_date_overrides"],
      listings: ["listings"],
      redirects: ["redirects"],
    });
    expect(SECTION_TABS).toEqual([
      "hero",
      "products",
      "features",
      "faqs",
      "reviews",
      "banners",
      "menu",
      "blog",
      "cookies",
      "meetings",
      "listings",
      "redirects",
    ]);
  });

  it("open the tab holding a field the server refused", () => {
    const cases: Record<string, string> = {
      "faqs.1.question": "faqs",
      "reviews.2.rating": "reviews",
      "pricing_plans.0.name": "products",
      "products.2.price": "products",
      "features.0.title": "features",
      "banners.0.content.text": "banners",
      "cookie_categories.0.cookie_service.1.name": "cookies",
      "meeting_types.0.duration_minutes": "meetings",
      "listings.0.price": "listings",
      "menu_items.0.display_name": "menu",
      "heroData.title": "hero",
      name: "general",
      "submenu_items.0.menu_item_id": "general",
    };
    for (const [field, tab] of Object.entries(cases)) expect(tabOfField(field), field).toBe(tab);
    expect(tabOfField(undefined)).toBe("general");
  });

  it("give Create New and the palette the settings tabs' entries, the lists' own in the spec's order (§2.10)", () => {
    const entries = globalSettingsEditor.commands!.map(({ id, label, keywords, roles, group, tab }) => ({ id, label, keywords, roles, group, tab }));
    const admins = ["owner", "admin"];
    expect(entries).toEqual([
      { id: "settings", label: "Global settings", keywords: ["general", "language", "logo"], roles: admins, group: "site", tab: undefined },
      { id: "settings-hero", label: "Settings: Hero section", keywords: ["banner"], roles: admins, group: "settings", tab: "hero" },
      { id: "settings-faqs", label: "Settings: FAQs", keywords: ["questions", "faq"], roles: admins, group: "settings", tab: "faqs" },
      { id: "settings-features", label: "Settings: Features", keywords: ["highlights"], roles: admins, group: "settings", tab: "features" },
      { id: "settings-banners", label: "Settings: Banners", keywords: ["alerts", "promotion"], roles: admins, group: "settings", tab: "banners" },
      { id: "settings-menu", label: "Settings: Menu", keywords: ["navigation"], roles: admins, group: "settings", tab: "menu" },
      { id: "settings-products", label: "Settings: Products", keywords: ["services"], roles: admins, group: "settings", tab: "products" },
      { id: "settings-reviews", label: "Settings: Reviews", keywords: ["ratings", "testimonials", "stars"], roles: admins, group: "settings", tab: "reviews" },
      {
        id: "settings-listings",
        label: "Settings: Listings",
        keywords: ["real estate", "properties", "houses"],
        roles: admins,
        group: "settings",
        tab: "listings",
      },
      {
        id: "settings-redirects",
        label: "Settings: Redirects",
        keywords: ["301", "old address", "moved", "slug"],
        roles: admins,
        group: "settings",
        tab: "redirects",
      },
    ]);
  });
});
