import { fetch } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, loopback, siteUrl, type TestOrg } from "../support/client";

/**
 * Global Settings → Hero Section's remaining fields (issue 41, item 17; spec/site-admin.md §3
 * "Hero fields"): hero_name, hero_font_family, button_secondary_text and its translation,
 * button_secondary_url, buttons_alignment, background_video. Saved through `heroData`, refused
 * with the field's message, and rendered on the public home page.
 */
const read = (org: TestOrg) => api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
const save = (org: TestOrg, body: unknown) => api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body, token: org.owner.token });

async function page(host: string, path: string): Promise<string> {
  const response = await fetch(siteUrl(host, path), { dispatcher: loopback });
  expect(response.status).toBe(200);
  return response.text();
}

/** The hero's buttons row: its alignment and its links (text, address), as a visitor meets them. */
function buttons(html: string) {
  const row = html.match(/<div data-hero-buttons[^>]*style="([^"]*)"[^>]*>([\s\S]*?)<\/div>/);
  const links = [...(row?.[2] ?? "").matchAll(/<a href="([^"]*)"[^>]*data-hero-button="([a-z]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, kind, label]) => ({
    kind,
    href,
    label: label!.replace(/<[^>]+>/g, ""),
  }));
  return { style: row?.[1] ?? "", links };
}

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg("Harbour Bakery", undefined, { language: "en", supportedLocales: ["en", "de"] });
});

describe("Global Settings → Hero Section: the spec's remaining hero fields", () => {
  it("saves them, answers them, and the home page shows the second button, the alignment, the font and the video", async () => {
    const saved = await save(org, {
      heroData: {
        title: "Fresh bread daily",
        button: "Order now",
        button_style: { url: "/order" },
        hero_name: "Home hero",
        hero_font_family: "serif",
        button_secondary_text: "Visit us",
        button_secondary_text_translation: { de: "Besuchen Sie uns" },
        button_secondary_url: "/contact",
        buttons_alignment: "left",
        background_video: "https://cdn.example.com/bakery.mp4",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await read(org)).body.website_hero).toMatchObject({
      hero_name: "Home hero",
      hero_font_family: "serif",
      button_secondary_text: "Visit us",
      button_secondary_text_translation: { de: "Besuchen Sie uns" },
      button_secondary_url: "/contact",
      buttons_alignment: "left",
      background_video: "https://cdn.example.com/bakery.mp4",
    });

    const html = await page(org.host, "/");
    const row = buttons(html);
    expect(row.links).toEqual([
      { kind: "button", href: "/order", label: "Order now" },
      { kind: "secondary", href: "/contact", label: "Visit us" },
    ]);
    expect(row.style).toContain("justify-content:flex-start");
    // The video file: muted, inline, looping, no autoplay in the HTML (the island plays it unless reduced motion), in its island.
    const video = html.match(/<video[^>]*data-hero-video="video"[^>]*>/)?.[0] ?? "";
    expect(video).toContain('src="https://cdn.example.com/bakery.mp4"');
    expect(video).toMatch(/\bmuted\b/);
    expect(video).toMatch(/\bplaysInline\b|\bplaysinline\b/);
    expect(video).not.toMatch(/\bautoplay\b/i);
    expect(html).toContain('data-island="hero-video"');
    expect(html.match(/<section[^>]*data-hero-section[^>]*>/)?.[0]).toMatch(/style="[^"]*font-family:ui-serif/);
    // hero_name is for editors only.
    expect(html).not.toContain("Home hero");
    // The second button in German.
    expect(buttons(await page(org.host, "/de")).links[1]).toMatchObject({ label: "Besuchen Sie uns", href: "/contact" });
  });

  it("puts a YouTube background video behind the visitor's consent, and a second button without text away", async () => {
    const other = await createOrg("Quay Cafe", undefined, { language: "en" });
    const saved = await save(other, {
      heroData: {
        title: "Coffee by the quay",
        background_video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        button_secondary_text: "",
        button_secondary_url: "/menu",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const html = await page(other.host, "/");
    expect(html).toMatch(/data-hero-video="embed"[\s\S]*?data-embed="youtube"[^>]*data-embed-id="dQw4w9WgXcQ"[^>]*data-embed-state="placeholder"/);
    // Nothing is asked of YouTube before consent.
    expect(html).not.toMatch(/<iframe[^>]*youtube/);
    expect(buttons(html).links.map((link) => link.kind)).toEqual(["button"]);
  });

  it("refuses an unsafe or wrong address, an unknown font or alignment, and a second button without a link, with the field's message", async () => {
    const { body: before } = await read(org);
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { button_secondary_url: "javascript:alert(1)" },
        "heroData.button_secondary_url",
        "Enter a page of this site such as /products, or a full address starting with https://",
      ],
      [
        { button_secondary_url: "//evil.example.com/x" },
        "heroData.button_secondary_url",
        "Enter a page of this site such as /products, or a full address starting with https://",
      ],
      [
        { background_video: "javascript:alert(1)" },
        "heroData.background_video",
        "Enter a video address starting with https:// or /: a video file (.mp4, .webm), a YouTube or a Vimeo link",
      ],
      [
        { background_video: "https://cdn.example.com/photo.jpg" },
        "heroData.background_video",
        "Enter a video address starting with https:// or /: a video file (.mp4, .webm), a YouTube or a Vimeo link",
      ],
      [{ hero_font_family: "Comic Sans" }, "heroData.hero_font_family", "Font must be sans, serif, mono, rounded or empty (the site's font)"],
      [{ buttons_alignment: "justify" }, "heroData.buttons_alignment", "Buttons alignment must be left, center or right"],
      [
        { button_secondary_text: "Call us", button_secondary_url: "" },
        "heroData.button_secondary_url",
        "Enter a link for the second button: a page of this site such as /contact, or a full address starting with https://",
      ],
    ];
    for (const [heroData, field, message] of refusals) {
      const refused = await save(org, { heroData });
      expect(refused.status, JSON.stringify(heroData)).toBe(400);
      expect(refused.body, JSON.stringify(heroData)).toMatchObject({ field, error: `Hero section: ${message}` });
    }
    const { body: after } = await read(org);
    expect(after.website_hero).toEqual(before.website_hero);
  });
});
