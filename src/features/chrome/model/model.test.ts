import { describe, expect, it } from "vitest";
import type { MenuItem, SubmenuItem } from "@/features/menus";
import { breadcrumbTrail, cutLabel, segmentLabel } from "./breadcrumbs";
import { compactLinks, defaultColumns, footerLayout, gridColumns } from "./footer-columns";
import { headerScroll } from "./header-scroll";
import { footerItems, headerItems, iconNameOf, menuHref, submenuKind } from "./menu";
import { basePath } from "@/features/site/base-path";

const sub = (id: number, fields: Partial<SubmenuItem> = {}): SubmenuItem => ({
  id,
  menu_item_id: 1,
  organization_id: 1,
  name: `Sub ${id}`,
  name_translation: null,
  url_name: `sub-${id}`,
  description: null,
  description_translation: null,
  order: id * 10,
  is_displayed: true,
  image: null,
  ...fields,
});
const item = (id: number, fields: Partial<MenuItem> = {}): MenuItem => ({
  id,
  organization_id: 1,
  display_name: `Item ${id}`,
  display_name_translation: null,
  url_name: `item-${id}`,
  description: null,
  order: id * 10,
  is_displayed: true,
  is_displayed_on_footer: true,
  image: null,
  icon_name: null,
  react_icon_id: null,
  react_icons: null,
  menu_items_are_text: null,
  submenu_items: [],
  ...fields,
});
const en = { locale: "en", defaultLanguage: "en" };

describe("menu model", () => {
  it("hides items named Profile and hidden items from the header, keeps order", () => {
    const menu = [item(1), item(2, { display_name: " profile " }), item(3, { is_displayed: false }), item(4)];
    expect(headerItems(menu, en).map((i) => i.id)).toEqual([1, 4]);
  });
  it("footer: only is_displayed_on_footer, never Profile", () => {
    const menu = [item(1, { is_displayed: false }), item(2, { display_name: "Profile" }), item(3, { is_displayed_on_footer: false })];
    expect(footerItems(menu, en).map((i) => i.id)).toEqual([1]);
  });
  it("drops submenu items with is_displayed false and translates labels", () => {
    const [first] = headerItems(
      [
        item(1, {
          display_name_translation: { es: "Servicios" },
          submenu_items: [sub(1), sub(2, { is_displayed: false }), sub(3, { name_translation: { es: "Tres" } })],
        }),
      ],
      { locale: "es", defaultLanguage: "en" },
    );
    expect(first!.label).toBe("Servicios");
    expect(first!.submenu.map((s) => [s.label, s.href])).toEqual([
      ["Sub 1", "/es/sub-1"],
      ["Tres", "/es/sub-3"],
    ]);
  });
  it("links keep the locale prefix rules", () => {
    expect(menuHref("about-us", en)).toBe("/about-us");
    expect(menuHref("", { locale: "de", defaultLanguage: "en" })).toBe("/de");
    expect(menuHref("about", { locale: "en", defaultLanguage: "fr" })).toBe("/en/about");
  });
  it("mega-panel for 2 or more submenu items, a small dropdown for 1", () => {
    expect([0, 1, 2, 5].map(submenuKind)).toEqual(["none", "dropdown", "mega", "mega"]);
  });
  it("reads the icon name from icon_name or react_icons", () => {
    expect(iconNameOf({ icon_name: "Phone", react_icons: null })).toBe("Phone");
    expect(iconNameOf({ icon_name: null, react_icons: ["Star"] })).toBe("Star");
    expect(iconNameOf({ icon_name: "", react_icons: { icon_name: "Home" } })).toBe("Home");
    expect(iconNameOf({ icon_name: null, react_icons: 7 })).toBeNull();
  });
});

describe("footer columns (spec §2.4)", () => {
  const items = [item(1, { submenu_items: [sub(11), sub(12)] }), ...Array.from({ length: 10 }, (_, i) => item(i + 2))];
  const chrome = footerItems(items, en);
  it("default: a column per item with submenus, others 8 per column under 'Links'", () => {
    const columns = defaultColumns(chrome, "Links");
    expect(columns.map((c) => [c.heading, c.links.length])).toEqual([
      ["Item 1", 2],
      ["Links", 8],
      ["Links", 2],
    ]);
  });
  it("compact shows at most 6 links", () => {
    expect(compactLinks(chrome).map((l) => l.label)).toEqual(["Sub 11", "Sub 12", "Item 2", "Item 3", "Item 4", "Item 5"]);
  });
  it("grid splits the links into 4 columns", () => {
    expect(gridColumns(chrome).map((c) => c.length)).toEqual([3, 3, 3, 3]);
    expect(gridColumns(chrome.slice(1, 4)).map((c) => c.length)).toEqual([1, 1, 1]);
    expect(gridColumns([])).toEqual([]);
  });
  it("layout names: stacked is default; light and minimal are compact", () => {
    expect(["default", "stacked", "compact", "light", "minimal", "grid", "fixed", undefined].map(footerLayout)).toEqual([
      "default",
      "default",
      "compact",
      "compact",
      "compact",
      "grid",
      "default",
      "default",
    ]);
  });
});

describe("breadcrumbs (spec §2.5)", () => {
  const options = { productsTitle: "Properties", blogTitle: "Property News", homeLabel: "Home", link: (p: string) => (p === "/" ? "/es" : `/es${p}`) };
  it("none on the home page", () => {
    expect(breadcrumbTrail("/", options)).toEqual([]);
  });
  it("Home first; segments decoded, capitalised, dashes to spaces; products and blog titled by type", () => {
    expect(breadcrumbTrail("/products/%C3%A9t%C3%A9-plans", options)).toEqual([
      { label: "Home", href: "/es", kind: "home" },
      { label: "Properties", href: "/es/products", kind: "products" },
      { label: "Été plans", href: "/es/products/%C3%A9t%C3%A9-plans", kind: "segment" },
    ]);
    expect(breadcrumbTrail("/blog", options)[1]!.label).toBe("Property News");
  });
  it("cuts labels over 20 characters to 20 plus '...'", () => {
    expect(cutLabel("A very long page title here")).toBe("A very long page tit...");
    expect(cutLabel("Exactly twenty chars")).toBe("Exactly twenty chars");
    expect(segmentLabel("%E0-broken")).toBe("%E0 broken");
  });
  it("overrides by segment and extra crumbs after Products", () => {
    const trail = breadcrumbTrail("/products/x", {
      ...options,
      productsTitle: "Products",
      overrides: { x: { label: "Plan X", href: "/plans/x" } },
      extra: [{ label: "Category", href: "/c" }],
    });
    expect(trail.map((c) => [c.label, c.href])).toEqual([
      ["Home", "/es"],
      ["Products", "/es/products"],
      ["Category", "/c"],
      ["Plan X", "/plans/x"],
    ]);
  });
});

describe("header scroll (spec §4)", () => {
  it("hides scrolling down past 100 px, shows scrolling up or near the top; fixed never hides", () => {
    expect(headerScroll(0, 90, 800, "default", false).hidden).toBe(false);
    expect(headerScroll(90, 150, 800, "default", false).hidden).toBe(true);
    expect(headerScroll(150, 140, 800, "default", true).hidden).toBe(false);
    expect(headerScroll(200, 300, 800, "fixed", false).hidden).toBe(false);
    expect(headerScroll(300, 50, 800, "default", true).hidden).toBe(false);
  });
  it("transparent until past 10% of the viewport, then cc going to f2", () => {
    expect(headerScroll(0, 80, 800, "transparent", false)).toMatchObject({ scrolled: false, opacity: 0 });
    expect(headerScroll(0, 81, 800, "transparent", false).opacity).toBeCloseTo(0xcc / 255, 2);
    expect(headerScroll(0, 400, 800, "transparent", false).opacity).toBeCloseTo(0xf2 / 255, 5);
    expect(headerScroll(0, 0, 800, "default", false).opacity).toBe(1);
  });
});

describe("paths", () => {
  it("base path of the visible address or of the internal route", () => {
    expect(basePath("/es/about-us")).toBe("/about-us");
    expect(basePath("/site/acme.test/default/about-us")).toBe("/about-us");
    expect(basePath("/site/acme.test/es")).toBe("/");
    expect(basePath(null)).toBe("/");
  });
});
