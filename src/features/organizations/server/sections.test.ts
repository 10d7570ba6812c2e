import { describe, expect, it } from "vitest";
import { ORGANIZATION_SECTIONS } from "./sections";

describe("the organization read's sections", () => {
  it("are the Global Settings tabs that reload, in their order (spec/site-admin.md §7, then meetings, listings and redirects)", () => {
    expect(Object.keys(ORGANIZATION_SECTIONS)).toEqual([
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
});
