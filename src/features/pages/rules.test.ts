import { describe, expect, it } from "vitest";
import { PAGE_MESSAGES, reservedSlugMessage, slugError, slugify, slugOfPath, titleFromSlug } from "./rules";
import { createPageSchema, updatePageSchema } from "./schema";

describe("slugify (spec/editors.md §5 auto slug)", () => {
  it("lowercases and turns runs of non-alphanumerics into one hyphen", () => {
    expect(slugify("About us")).toBe("about-us");
    expect(slugify("Services & Pricing -- 2025!")).toBe("services-pricing-2025");
    expect(slugify("a___b   c")).toBe("a-b-c");
  });
  it("trims hyphens at both ends", () => {
    expect(slugify("  ¡Hola!  ")).toBe("hola");
    expect(slugify("---x---")).toBe("x");
    expect(slugify("!!!")).toBe("");
  });
  it("drops accents and keeps within 100 characters, never ending in a hyphen", () => {
    expect(slugify("Über uns — Café")).toBe("uber-uns-cafe");
    const long = slugify(`${"a".repeat(99)} bcd`);
    expect(long).toBe("a".repeat(99));
    expect(slugify("word ".repeat(50)).length).toBeLessThanOrEqual(100);
  });
  it("always gives a slug that passes the rules, or nothing", () => {
    for (const title of ["About us", "Ünïcödé", "日本語", "a/b/c", "x".repeat(300), " - "]) {
      const slug = slugify(title);
      if (slug) expect(slugError(slug)).toBeNull();
    }
  });
});

describe("slug rules", () => {
  it("needs a slug", () => {
    expect(slugError("")).toBe(PAGE_MESSAGES.slugRequired);
    expect(slugError("   ")).toBe("Page slug is required");
  });
  it("allows only lowercase letters, numbers and hyphens", () => {
    for (const bad of ["About Us!", "about us", "About", "a/b", "a_b", "café", "a.b"])
      expect(slugError(bad)).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
    for (const good of ["about-us", "2025", "a", "faq-2"]) expect(slugError(good)).toBeNull();
  });
  it("ignores surrounding spaces", () => expect(slugError(" about-us ")).toBeNull());
  it("limits the length to 100", () => {
    expect(slugError("a".repeat(100))).toBeNull();
    expect(slugError("a".repeat(101))).toBe(PAGE_MESSAGES.slugTooLong);
  });
  it("refuses the site's own addresses: the API, sign-in, sign-up, home and language prefixes", () => {
    for (const reserved of ["api", "login", "register", "home", "es", "en", "zh", "nl"]) expect(slugError(reserved)).toBe(reservedSlugMessage(reserved));
    expect(slugError("es-info")).toBeNull();
    expect(slugError("xx")).toBeNull();
  });
});

describe("paths and titles", () => {
  it("finds the slug of a stored path", () => {
    expect(slugOfPath("/about-us")).toBe("about-us");
    for (const none of ["/", "/a/b", "/About", "/login", "/a%20b"]) expect(slugOfPath(none)).toBeNull();
  });
  it("suggests a title for a slug", () => {
    expect(titleFromSlug("about-us")).toBe("About us");
    expect(titleFromSlug("2025-plans")).toBe("2025 plans");
  });
});

describe("page schemas", () => {
  it("trims the title and the meta description; an empty description is null", () => {
    expect(createPageSchema.parse({ title: "  About  ", slug: "about", description: "  Hi  " })).toEqual({ title: "About", slug: "about", description: "Hi" });
    expect(createPageSchema.parse({ title: "About", slug: "about", description: "   " }).description).toBeNull();
    expect(createPageSchema.parse({ title: "About", slug: "about", description: null }).description).toBeNull();
  });
  it("answers the field and the message", () => {
    const issue = (body: unknown) => {
      const result = createPageSchema.safeParse(body);
      return result.success ? null : { field: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
    };
    expect(issue({ slug: "about" })).toEqual({ field: "title", message: "Page title is required" });
    expect(issue({ title: "  ", slug: "about" })).toEqual({ field: "title", message: "Page title is required" });
    expect(issue({ title: "About" })).toEqual({ field: "slug", message: "Page slug is required" });
    expect(issue({ title: "About", slug: "About Us!" })).toEqual({ field: "slug", message: "Slug can only contain lowercase letters, numbers, and hyphens" });
    expect(issue({ title: "About", slug: "about", description: "x".repeat(161) })).toEqual({ field: "description", message: PAGE_MESSAGES.descriptionTooLong });
    expect(issue({ title: "About", slug: "about", description: ` ${"x".repeat(160)} ` })).toBeNull();
  });
  it("takes only known fields on update, each optional", () => {
    expect(updatePageSchema.parse({ order: 3, version: 2, kind: "post" })).toEqual({ order: 3, version: 2 });
    expect(updatePageSchema.safeParse({ order: 1.5 }).success).toBe(false);
  });
});
