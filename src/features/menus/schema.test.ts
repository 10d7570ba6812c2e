import { describe, expect, it } from "vitest";
import { createMenuItemSchema, createSubmenuItemSchema, slugify, updateMenuItemSchema } from "./schema";

describe("slugify (spec/site-admin.md §5)", () => {
  it("lowercases, turns whitespace into hyphens and strips everything but a-z, 0-9 and hyphen", () => {
    expect(slugify("About Us")).toBe("about-us");
    expect(slugify("  Our\tTeam \n 2024 ")).toBe("our-team-2024");
    expect(slugify("Café & Crème/Brûlée?")).toBe("caf--crmebrle");
    expect(slugify("already-a-slug")).toBe("already-a-slug");
    expect(slugify("!!!")).toBe("");
    expect(slugify("")).toBe("");
  });
});

describe("menu item schemas", () => {
  it("trims the name and refuses an empty one", () => {
    expect(createMenuItemSchema.parse({ display_name: "  Home " }).display_name).toBe("Home");
    const empty = createMenuItemSchema.safeParse({ display_name: " \t " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("The menu item name must not be empty.");
    expect(createSubmenuItemSchema.safeParse({ menu_item_id: 1, name: "" }).error?.issues[0]?.message).toBe("The submenu item name must not be empty.");
  });

  it("normalizes slugs, empties descriptions to null and keeps only known fields", () => {
    const parsed = createMenuItemSchema.parse({ display_name: "A", url_name: "Get Started!", description: "  ", extra: 1 });
    expect(parsed).toEqual({ display_name: "A", url_name: "get-started", description: null });
  });

  it("takes whole orders within range and single-field updates", () => {
    expect(updateMenuItemSchema.parse({ order: 30 })).toEqual({ order: 30 });
    expect(updateMenuItemSchema.safeParse({ order: 2.5 }).success).toBe(false);
    expect(updateMenuItemSchema.safeParse({ order: 1e12 }).success).toBe(false);
    expect(updateMenuItemSchema.safeParse({ order: null }).success).toBe(false);
    expect(updateMenuItemSchema.parse({ is_displayed: false })).toEqual({ is_displayed: false });
    expect(updateMenuItemSchema.safeParse({ image: "javascript:alert(1)" }).success).toBe(false);
  });
});
