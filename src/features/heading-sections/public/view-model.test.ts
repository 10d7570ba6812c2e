import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeRichText } from "@/platform/sanitize/html";
import type { HeadingSection } from "../schema";
import { HeadingBlock } from "./heading-block";
import { headingErrorName, headingView } from "./view-model";

const stamp = "2024-01-01T00:00:00.000Z";

function fakeHeading(overrides: Partial<HeadingSection> = {}): HeadingSection {
  return {
    id: 3,
    organization_id: 1,
    url_page: "/",
    order: 0,
    name: "Build your site",
    name_translation: null,
    name_part_2: null,
    name_part_3: null,
    description_text: "<p>No code needed.</p>",
    description_text_translation: null,
    button_text: null,
    button_text_translation: null,
    url: null,
    image: null,
    image_first: false,
    is_included_templatesection: false,
    background_color: null,
    is_gradient: false,
    gradient: null,
    style_variant: "default",
    text_style_variant: "default",
    text_color: null,
    is_text_link: false,
    title_alignment: "left",
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

const view = (overrides: Partial<HeadingSection> = {}, locale = "en") => headingView(fakeHeading(overrides), locale, sanitizeRichText);
const render = (heading: unknown, locale = "en") => renderToStaticMarkup(createElement(HeadingBlock, { block: heading as HeadingSection, locale }));

afterEach(() => vi.restoreAllMocks());

describe("headingView", () => {
  it("keeps the name's parts, trimmed, and drops empty ones", () => {
    expect(view({ name_part_2: " in minutes ", name_part_3: "not weeks" })).toMatchObject({ name: "Build your site", part2: "in minutes", part3: "not weeks" });
    expect(view({ name_part_2: "  ", name_part_3: null })).toMatchObject({ part2: null, part3: null });
  });

  it("translates name, description and button text by locale, falling back to the base text", () => {
    const heading = {
      name_translation: { es: "Crea tu sitio", fr: "  " },
      description_text_translation: { es: "<p>Sin código</p>" },
      button_text: "Start",
      button_text_translation: { es: "Empieza" },
      url: "/start",
    };
    expect(view(heading, "es")).toMatchObject({ name: "Crea tu sitio", descriptionHtml: "<p>Sin código</p>", action: { text: "Empieza" } });
    expect(view(heading, "fr")).toMatchObject({ name: "Build your site", descriptionHtml: "<p>No code needed.</p>", action: { text: "Start" } });
  });

  it("shows a button, or a text link with is_text_link, only with a text and a safe target", () => {
    expect(view({ button_text: "Go", url: "/contact" }).action).toEqual({ text: "Go", href: "/contact", kind: "button" });
    expect(view({ button_text: "Go", url: "mailto:a@b.co", is_text_link: true }).action).toEqual({ text: "Go", href: "mailto:a@b.co", kind: "link" });
    expect(view({ button_text: "Go", url: null }).action).toBeNull();
    expect(view({ button_text: " ", url: "/x" }).action).toBeNull();
    expect(view({ button_text: "Go", url: "javascript:alert(1)" }).action).toBeNull();
  });

  it("sanitizes the description, and shows only a safe image", () => {
    expect(view({ description_text: '<p onclick="x()">Hi<script>alert(1)</script></p>' }).descriptionHtml).toBe("<p>Hi</p>");
    expect(view({ image: "https://example.com/a.png" }).image).toBe("https://example.com/a.png");
    expect(view({ image: "javascript:alert(1)" }).image).toBeNull();
    expect(view({ image: "https://example.com/clip.mp4" }).image).toBeNull();
  });

  it("reads the variants: style default or clean, title style, image first, joined with the next section", () => {
    expect(view()).toMatchObject({ variant: "default", typeface: "default", imageFirst: false, joinsNext: false });
    expect(view({ style_variant: "clean", text_style_variant: "{product}", image_first: true, is_included_templatesection: true })).toMatchObject({
      variant: "clean",
      typeface: "product",
      imageFirst: true,
      joinsNext: true,
    });
    expect(view({ style_variant: "fancy", text_style_variant: "apple" })).toMatchObject({ variant: "default", typeface: "apple" });
  });

  it("puts the gradient accent on the page's white, and the text colour elsewhere", () => {
    expect(view().accent).toBe("gradient");
    expect(view().style).toMatchObject({ "--heading-text": "var(--color-gray-900)" });
    const ocean = view({ is_gradient: true, gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" } });
    expect(ocean.accent).toBe("underline");
    expect(ocean.style).toMatchObject({ background: "linear-gradient(to right, var(--color-blue-800), var(--color-indigo-900), var(--color-slate-900))", "--heading-text": "#fff" });
    expect(view({ background_color: "yellow-100" }).style).toMatchObject({ backgroundColor: "var(--color-yellow-100)", "--heading-text": "var(--color-gray-950)" });
    const chosen = view({ background_color: "blue-900", text_color: "amber-200" });
    expect(chosen.style).toMatchObject({ "--heading-text": "var(--color-amber-200)", "--heading-on-text": "var(--color-gray-950)" });
    expect(chosen.accent).toBe("underline");
  });

  it("throws for a record that does not have a heading's shape", () => {
    expect(() => view({ is_gradient: true, gradient: "garbage" as never })).toThrow();
    expect(() => view({ name: 42 as never })).toThrow();
    expect(() => view({ name_translation: { es: 5 } as never })).toThrow();
    expect(() => headingView(null, "en", sanitizeRichText)).toThrow();
  });
});

describe("HeadingBlock", () => {
  it("renders the name with its parts in one h2, the description, the button and the image after the text", () => {
    const html = render(fakeHeading({ name_part_2: "in minutes", name_part_3: "today", button_text: "Start", url: "/start", image: "/img/a.png" }));
    expect(html).toMatch(/<h2[^>]*>Build your site <span class="[^"]*bg-clip-text[^"]*" data-name-part="2">in minutes<\/span> <span data-name-part="3">today<\/span><\/h2>/);
    expect(html).toContain("<p>No code needed.</p>");
    expect(html).toMatch(/<a href="\/start" class="[^"]*rounded-full[^"]*">Start<\/a>/);
    expect(html.indexOf("<h2")).toBeLessThan(html.indexOf("data-heading-image"));
  });

  it("puts the image first with image_first, and marks a heading that joins the next section", () => {
    const html = render(fakeHeading({ image: "/img/a.png", image_first: true, is_included_templatesection: true }));
    expect(html.indexOf("data-heading-image")).toBeLessThan(html.indexOf("<h2"));
    expect(html).toContain('data-heading-joins-next="true"');
  });

  it("renders a text link instead of a button, and the clean variant", () => {
    const html = render(fakeHeading({ button_text: "Read more", url: "/more", is_text_link: true, style_variant: "clean" }));
    expect(html).toContain('data-style-variant="clean"');
    expect(html).toMatch(/<a href="\/more" class="[^"]*underline[^"]*">Read more <span aria-hidden="true">→<\/span><\/a>/);
  });

  it("shows 'Error rendering section: {name}' for a heading whose data cannot render", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(render(fakeHeading({ name: "Broken one", is_gradient: true, gradient: "garbage" as never }))).toContain("Error rendering section: Broken one");
    expect(render({ ...fakeHeading(), name: 7 })).toContain("Error rendering section: 7");
    expect(render({ id: 9 })).toContain("Error rendering section: heading #9");
  });
});

describe("headingErrorName", () => {
  it("names any record", () => {
    expect(headingErrorName({ name: " Hi " })).toBe("Hi");
    expect(headingErrorName({ name: { x: 1 }, id: 4 })).toBe("heading #4");
    expect(headingErrorName("nonsense")).toBe("heading");
  });
});
