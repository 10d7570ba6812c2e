import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@/platform/i18n/messages";
import { Island, IslandRoot, type IslandDefinition, type IslandPageData } from "@/platform/islands";
import { renderWithIslands } from "@/platform/islands/server";
import { SliderSlides } from "@/features/sections/public/slider-slides";
import { ISLANDS } from "./islands";
// The features' texts join the catalog when their messages modules load (the site layout loads them through their server entries).
import "@/features/chrome/messages";
import "@/features/basket/messages";
import "@/features/listings/messages";
import "@/features/messages/texts";
import "@/features/embeds/messages";

/**
 * The islands contract (DESIGN.md "Visitor pages: HTML first, islands"): every island
 * of src/app/islands.ts, with props as a page gives them, survives the JSON round trip
 * (its props travel in `data-props`), renders alone through the islands renderer with
 * only the texts it declares (no missing message) and exactly as with the whole catalog.
 */
type Fixture = { props: Record<string, unknown>; children?: ReactNode };

const submenu = [
  { id: 11, label: "Web design", href: "/web-design", description: "Sites that sell", image: null },
  { id: 12, label: "Hosting", href: "/hosting", description: null, image: null },
];
const items = [
  { id: 1, label: "Services", href: "/services", description: null, image: null, iconName: "FaWrench", asText: false, submenu },
  { id: 2, label: "About us", href: "/about", description: null, image: null, iconName: null, asText: true, submenu: [] },
];
const plan = { id: 3, name: "Team", price: 2900, promotion_price: 1900, is_promotion: true, currency_symbol: "€" };
const slide = (title: string) => h("article", { className: "rounded-2xl p-6" }, h("h3", null, title), h("p", null, `${title}, in short.`));

const FIXTURES: Record<string, Fixture> = {
  "header-frame": {
    props: { styleType: "transparent", background: { backgroundColor: "#0f172a" }, style: { "--chrome-color": "#e2e8f0", "--chrome-width": "80rem" } },
    children: h("div", { className: "mx-auto flex h-16" }, h("a", { href: "/" }, "Acme")),
  },
  "desktop-menu": { props: { items } },
  "mobile-menu": { props: { items, locales: ["en", "es"] } },
  "language-switch": { props: { locales: ["en", "es", "de"] } },
  "privacy-button": { props: { className: "text-sm hover:underline" } },
  "site-logo": { props: { picture: null, src: "https://cdn.example.com/logo.png", siteName: "Acme" } },
  slider: {
    props: { label: "Stories", gridColumns: 3, count: 3, tone: "dark" },
    children: h(SliderSlides, { slides: ["One", "Two", "Three"].map(slide), gridColumns: 3 }),
  },
  "open-listing": {
    props: {
      listing: {
        id: 7,
        title: "Sunny flat by the park",
        description: "<p>Two bedrooms, <strong>balcony</strong>.</p>",
        price: "350.000 €",
        monthly: false,
        status: "available",
        address: "12 Park Lane",
        bedrooms: 2,
        bathrooms: 1,
        area: "85",
        images: ["/media/flat.jpg", "https://example.com/plan.png"],
        pictures: [{ base: "/media/1/flat", ext: "jpg", widths: [640, 1280], formats: ["avif", "webp"], width: 1600, height: 1200, position: "50% 50%" }, null],
      },
    },
  },
  "contact-form": { props: { anchor: "contact-12" } },
  "add-to-basket": { props: { plan } },
  "basket-view": {
    props: { plans: [plan, { ...plan, id: 4, name: "Solo", price: 900, promotion_price: null, is_promotion: false }], pricingHref: "/pricing" },
  },
  "help-search": {
    props: {
      headingLevel: 3,
      articles: [
        {
          slug: "reset-password",
          title: "Reset your password",
          summary: "When the link does not come.",
          text: "Open Sign in, then Forgot password.",
          href: "/reset-password",
        },
        { slug: "invoices", title: "Invoices", summary: "", text: "Every invoice is in Account.", href: "/invoices" },
      ],
    },
  },
  "embed-video": { props: { service: "youtube", id: "dQw4w9WgXcQ", title: "Our story" } },
  "hero-background": { props: { name: "DotGrid" } },
  "hero-video": { props: { src: "/api/media/files/abc/video.mp4" } },
};

function page(locale: "en" | "ru"): IslandPageData {
  return {
    site: {
      organization: { id: 1, name: "Acme", type: "services" },
      siteTitle: "Acme",
      locale,
      timeZone: "Europe/Berlin",
      defaultLanguage: "en",
      languages: ["en", "es", "de"],
    },
    messages: messagesFor(locale),
    path: "/about",
  };
}

/** The island's own HTML inside its `<onsite-island>` (the renderer's output for a page of that island alone). */
function islandInner(html: string, name: string): string {
  const open = html.match(new RegExp(`^<onsite-island data-island="${name}"[^>]*>`));
  expect(open, html).not.toBeNull();
  expect(html.endsWith("</onsite-island>")).toBe(true);
  return html.slice(open![0].length, -"</onsite-island>".length);
}

/** An attribute's value as the browser reads it (React escapes these five). */
function unescapeAttribute(value: string): string {
  const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return value.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]);
}

afterEach(() => vi.restoreAllMocks());

describe("the islands list", () => {
  const names = Object.keys(ISLANDS);

  it("has a fixture for every island, and no fixture without an island", () => {
    expect(Object.keys(FIXTURES).sort()).toEqual([...names].sort());
  });

  it("lists every island module of the features, each under the name it defines", async () => {
    const root = path.resolve(import.meta.dirname, "../features");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /(^|\/)islands\/[^/]+\.tsx?$/.test(file) && !file.endsWith(".test.ts"),
    );
    const modules = files.map((file) => path.basename(file).replace(/\.tsx?$/, ""));
    expect([...modules].sort()).toEqual([...names].sort());
    // And islands are defined only there, one per module (its own chunk).
    const elsewhere = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/(^|\/)islands\//.test(file) &&
        !file.endsWith(".test.ts") &&
        readFileSync(path.join(root, file), "utf8").includes("defineIsland("),
    );
    expect(elsewhere).toEqual([]);
    for (const name of names) {
      const definition = (await ISLANDS[name]()).default;
      expect(definition.name, name).toBe(name);
      expect(["load", "visible", "interaction"]).toContain(definition.hydrate);
    }
    // The first test to load every island's module graph.
  }, 60_000);
});

describe.each(Object.keys(ISLANDS))("island %s", (name) => {
  it("takes JSON props: they come back from data-props as they went in", () => {
    const { props } = FIXTURES[name];
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });

  it.each(["en", "ru"] as const)("renders alone with its declared texts only, as with the whole catalog (%s)", async (locale) => {
    const definition = (await ISLANDS[name]()).default as IslandDefinition<Record<string, unknown>>;
    const { props, children } = FIXTURES[name];
    const errors = vi.spyOn(console, "error");
    const rendered = renderWithIslands(h(Island, { of: definition, props }, children), page(locale));
    // use-intl reports a missing message (and React a bad render) through console.error.
    expect(errors.mock.calls.map((call) => call.map(String).join(" "))).toEqual([]);
    expect(rendered.islands).toEqual([name]);
    // The props the browser reads back from the HTML.
    expect(JSON.parse(unescapeAttribute(rendered.html.match(/ data-props="([^"]*)"/)![1]))).toStrictEqual(props);
    // The same component with the whole catalog, as the App Router renders it in place (with the island's id prefix).
    const Component = definition.Component as (props: Record<string, unknown>) => ReactNode;
    const whole = renderToString(
      h(IslandRoot, { page: page(locale) }, h(Component, props, children === undefined ? undefined : h("onsite-slot", null, children))),
      {
        identifierPrefix: "i0-",
      },
    );
    expect(islandInner(rendered.html, name)).toBe(whole);
  });
});
