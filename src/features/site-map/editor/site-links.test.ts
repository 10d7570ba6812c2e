import { describe, expect, it } from "vitest";
import type { SiteMap } from "../types";
import { isUnknownPath, siteLinksOf, sitePathOf } from "./site-links";

const node = (title: string, path: string, kind: string) => ({ title, path, kind, children: [] });
const MAP: SiteMap = {
  organization: { id: 1, name: "Acme" },
  home: { ...node("Home", "/", "Home page"), children: [node("Hero", "/#block-hero-1", "Hero section")] },
  pages: [node("About us", "/about-us", "Page")],
  posts: {
    blog: [node("Hello", "/hello", "Post"), node("Draft", "/draft", "Hidden post")],
    help_center: [node("Reset your password", "/reset", "Post")],
    other: [],
  },
  menu: [node("Pricing", "/pricing", "Menu item")],
};

describe("the link fields' places of the site", () => {
  it("lists the pages, the products, shown posts, blog and help center, not block anchors, hidden posts or menu entries", () => {
    expect(siteLinksOf(MAP).map((link) => link.path)).toEqual(["/", "/about-us", "/products", "/blog", "/help-center", "/hello", "/reset"]);
  });

  it("reads the path a typed link names", () => {
    expect(sitePathOf("about-us")).toBe("/about-us");
    expect(sitePathOf("/about-us/?ref=menu#team")).toBe("/about-us");
    expect(sitePathOf("/es/about-us")).toBe("/about-us");
    expect(sitePathOf("/")).toBe("/");
    for (const other of ["", "  ", "#contact", "https://example.com/x", "//cdn.example.com", "mailto:a@b.c", "tel:+123"]) expect(sitePathOf(other)).toBeNull();
  });

  it("warns about a path that is none of the site's places", () => {
    const links = siteLinksOf(MAP);
    expect(isUnknownPath("/about-us", links)).toBe(false);
    expect(isUnknownPath("/About-Us", links)).toBe(false);
    expect(isUnknownPath("/es/blog", links)).toBe(false);
    expect(isUnknownPath("/products", links)).toBe(false);
    expect(isUnknownPath("/contact", links)).toBe(true);
    expect(isUnknownPath("/draft", links)).toBe(true);
    expect(isUnknownPath("https://example.com", links)).toBe(false);
    expect(isUnknownPath("/contact", undefined)).toBe(false);
  });
});
