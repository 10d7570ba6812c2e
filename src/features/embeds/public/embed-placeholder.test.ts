import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import { UI_LOCALES, type UiLocale } from "@/platform/i18n/locales";
import { embedsMessages } from "../server";
import { MediaEmbed } from "./media-embed";
import { grantsService } from "./consent-port";

const site = (locale: UiLocale) => ({
  organization: { id: 1, name: "Test", type: "services" as const },
  siteTitle: null,
  locale,
  timeZone: "UTC",
  defaultLanguage: "en",
  messages: messagesFor(locale),
});
const render = (url: string, title = "Our studio", locale: UiLocale = "en") =>
  renderToStaticMarkup(createElement(SiteProvider, { value: site(locale) }, createElement(MediaEmbed, { url, title, className: "aspect-video w-full" })));

describe("the video placeholder's server markup", () => {
  it("names the video and the service, offers Load once, Always allow and the privacy settings, and asks YouTube for nothing", () => {
    const html = render("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(html).toMatch(/^<div class="group\/embed relative overflow-hidden bg-gray-900 aspect-video w-full" data-embed="youtube" data-embed-id="dQw4w9WgXcQ" data-embed-state="placeholder">/);
    const label = /role="group" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<span id="${label}" class="sr-only">YouTube video: Our studio</span>`);
    expect(html).toContain(">Our studio</p>");
    // Nothing else: the island (the buttons' behaviour, the player) is the browser's, loaded after hydration.
    expect(html).not.toContain("data-embed-ready");
    expect(html).toContain("This video is hosted by YouTube. Loading it lets YouTube set cookies and see your visit.");
    expect(html).toMatch(/<button type="button" class="[^"]*" data-embed-action="once">Load once<\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*" data-embed-action="always">Always allow<\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*" data-embed-action="settings">Privacy settings<\/button>/);
    // No player, no thumbnail, no address of the service at all before consent.
    expect(html).not.toMatch(/<iframe|<img|src=|href=|youtube(-nocookie)?\.com|youtu\.be|ytimg|https?:/);
  });

  it("names Vimeo for a Vimeo link, and says Video when the title is empty", () => {
    const html = render("https://vimeo.com/76979871", " ");
    expect(html).toContain('data-embed="vimeo" data-embed-id="76979871"');
    expect(html).toContain('class="sr-only">Vimeo video: Video</span>');
    expect(html).toContain(">Video</p>");
    expect(html).toContain("This video is hosted by Vimeo.");
    expect(html).not.toMatch(/<iframe|vimeo\.com|vimeocdn|https?:/);
  });

  it("renders nothing for a link no service plays", () => {
    expect(render("https://cdn.example.com/a.mp4")).toBe("");
    expect(render("https://www.youtube.com/@channel")).toBe("");
  });

  it.each(UI_LOCALES.filter((locale) => locale !== "en"))("is written in %s, naming the service", (locale) => {
    const html = render("https://youtu.be/dQw4w9WgXcQ", "Clip", locale);
    const texts = embedsMessages[locale];
    for (const key of ["loadOnce", "alwaysAllow", "privacySettings"] as const) {
      expect(texts[key]).not.toBe(embedsMessages.en[key]);
      expect(html).toContain(`>${texts[key]}</button>`);
    }
    expect(texts.notice).toContain("{service}");
    expect(html).toContain("YouTube");
    expect(html).not.toContain("{service}");
  });
});

describe("grantsService", () => {
  const services = [
    { id: 1, name: "Session", category: "Essential" },
    { id: 7, name: " youtube ", category: "Marketing" },
    { id: 9, name: "Vimeo", category: "Marketing" },
  ];
  it("matches the service by name in any letter case, granted only when its id is", () => {
    expect(grantsService({ granted: [1, 7], denied: [9], services, gpc: false }, "YouTube")).toBe(true);
    expect(grantsService({ granted: [1, 7], denied: [9], services, gpc: false }, "Vimeo")).toBe(false);
    expect(grantsService({ granted: [1], denied: [7, 9], services, gpc: true }, "YouTube")).toBe(false);
    expect(grantsService({ granted: [1, 7, 9], denied: [], services: [], gpc: false }, "YouTube")).toBe(false);
  });
});
