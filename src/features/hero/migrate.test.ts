import { describe, expect, it } from "vitest";
import { HERO_DEFAULTS } from "./defaults";
import { mergeHero } from "./merge";
import { migrateHero } from "./migrate";

describe("loading stored heroes (migrate.ts)", () => {
  it("fills a record of the older flat shape into the nested form", () => {
    const hero = migrateHero({
      h1_title: "Fresh bread daily",
      p_description: "Baked before sunrise.",
      button_main_get_started: "Order now",
      h1_text_color: "rose-700",
      is_h1_gradient: false,
      image_position: "left",
      is_image_full_page: true,
      background_color: "amber-50",
      button_url: "/order",
    });
    expect(hero.title).toBe("Fresh bread daily");
    expect(hero.description).toBe("Baked before sunrise.");
    expect(hero.button).toBe("Order now");
    expect(hero.title_style.color).toBe("rose-700");
    expect(hero.title_style.is_gradient).toBe(false);
    expect(hero.image_style.position).toBe("left");
    expect(hero.image_style.fullPage).toBe(true);
    expect(hero.background_style.color).toBe("amber-50");
    expect(hero.button_style.url).toBe("/order");
  });

  it("gives what a flat record does not say the defaults of spec §9", () => {
    const hero = migrateHero({ h1_title: "Only a title" });
    expect(hero.title_style.size).toEqual({ desktop: "text-7xl", mobile: "text-5xl" });
    expect(hero.description_style.size).toEqual({ desktop: "text-2xl", mobile: "text-lg" });
    expect({ width: hero.image_style.width, height: hero.image_style.height }).toEqual({ width: 400, height: 300 });
    expect(hero.button).toBe("Get Started");
    expect(hero.button_style.url).toBe("/products");
    expect(hero.title_style.alignment).toBe("center");
    expect(hero.title_style.blockWidth).toBe("2xl");
    expect(hero.title_style.gradient).toEqual({ from: "blue-600", via: "purple-600", to: "pink-600" });
    expect(hero.background_style.gradient).toEqual({ from: "blue-50", via: "white", to: "purple-50" });
    expect(hero.button_style.gradient).toEqual({ from: "sky-600", via: "sky-500", to: "sky-700" });
    expect(hero.background_style.column).toBe(1);
    expect(hero.animation_element).toBe("");
  });

  it("prefers nested values to flat ones, and takes flat ones only where nested are missing", () => {
    const hero = migrateHero({
      title: "Nested title",
      h1_title: "Old title",
      title_style: { color: "emerald-700" },
      h1_text_color: "red-500",
      is_h1_gradient: false,
      button_style: { url: "/new" },
      button_url: "/old",
    });
    expect(hero.title).toBe("Nested title");
    expect(hero.title_style.color).toBe("emerald-700");
    expect(hero.title_style.is_gradient).toBe(false);
    expect(hero.button_style.url).toBe("/new");
  });

  it("reads class names and settings' spellings of older records", () => {
    const hero = migrateHero({ h1_title: "T", h1_text_color: "text-blue-700", background_color: "bg-slate-100", title_style: { blockWidth: "max-w-7xl" } });
    expect(hero.title_style.color).toBe("blue-700");
    expect(hero.background_style.color).toBe("slate-100");
    expect(hero.title_style.blockWidth).toBe("7xl");
  });

  it("keeps the valid values of a damaged record and defaults the rest", () => {
    const hero = migrateHero({
      title: "Still here",
      title_style: { size: { desktop: 64, mobile: "huge" }, alignment: "diagonal", color: "not-a-colour" },
      image_style: { width: 20, height: 250, position: "left" },
      title_translation: "hero.title.main",
      animation_element: "Fireworks",
      button_style: { gradient: null },
    });
    expect(hero.title_style.size).toEqual({ desktop: 64, mobile: "text-5xl" });
    expect(hero.title_style.alignment).toBe("center");
    expect(hero.title_style.color).toBeNull();
    expect(hero.image_style).toEqual({ position: "left", fullPage: false, width: 400, height: 250 });
    expect(hero.title_translation).toBeNull();
    expect(hero.animation_element).toBe("");
    expect(hero.button_style.gradient).toBeNull();
  });

  it("carries one column count under both stored names", () => {
    expect(migrateHero({ title: "A", background_style: { column: 3 } }).title_style.blockColumns).toBe(3);
    expect(migrateHero({ title: "A", title_style: { blockColumns: 2 } }).background_style.column).toBe(2);
  });

  it("loads anything that is not an object as the defaults", () => {
    for (const raw of [null, undefined, "hero", 42, []]) expect(migrateHero(raw)).toEqual(HERO_DEFAULTS);
  });

  it("loads a complete nested record unchanged", () => {
    const full = mergeHero(HERO_DEFAULTS, { title: "Complete", title_style: { size: { desktop: 96 } }, animation_element: "DotGrid" });
    expect(migrateHero(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });
});

describe("changing a hero (merge.ts)", () => {
  it("changes only the style keys named, nested ones too", () => {
    const next = mergeHero(HERO_DEFAULTS, { title_style: { size: { desktop: 48 } }, button_style: { gradient: null } });
    expect(next.title_style.size).toEqual({ desktop: 48, mobile: "text-5xl" });
    expect(next.title_style.alignment).toBe("center");
    expect(next.button_style.gradient).toBeNull();
    expect(next.button_style.url).toBe("/products");
    expect(HERO_DEFAULTS.title_style.size.desktop).toBe("text-7xl");
  });
});
