import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection } from "../support/fixtures";
import { png, upload } from "./media-library-support";

/** The <picture> elements of a page's HTML. */
const pictures = (html: string) => [...html.matchAll(/<picture[^>]*>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
const img = (picture: string) => /<img [^>]*>/.exec(picture)?.[0] ?? "";
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

async function html(org: TestOrg, path: string): Promise<string> {
  const { status, body } = await api<string>(org.host, path);
  expect(status).toBe(200);
  return String(body);
}

/** The <img> of the picture whose markup contains `marker`. */
const imageWith = (page: string, marker: string | RegExp) => {
  const picture = pictures(page).find((p) => (typeof marker === "string" ? p.includes(marker) : marker.test(p)));
  expect(picture, `a picture with ${marker}`).toBeDefined();
  return img(picture!);
};

/**
 * Alt text from the media library (issue 36, item 10): an image chosen from the
 * library carries the library's alt text wherever a page shows it (the hero, the
 * site's logo, a brand logo, a post's text), read when the page renders, so a change
 * in the library shows on the next visit; a file the library marks decorative has an
 * empty alt. Images inside a post's text are the library's pictures, not the original.
 */
describe("media library alt text on public pages", () => {
  let org: TestOrg;
  let file: { id: number; url: string };
  let slug: string;

  beforeAll(async () => {
    org = await createOrg("Bloom Florist");
    file = (await upload(org, { bytes: await png(800, 600), name: "shop.png" }, { alt: "Our shop front at dawn" })).body;
    const hero = (await api(org.host, "/api/hero-sections?url_page=%2F")).body[0] as { id: number; version: number };
    const saved = await api(org.host, `/api/hero-sections/${hero.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { image: file.url, image_style: { position: "right" }, version: hero.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const bundle = await api<{ version: number }>(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const logo = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, settings: { image: file.url } },
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const metric = await createMetric(org, { title: "Acme Supplies", description: "<p>Our supplier</p>", image: file.url });
    const brand = await createSection(org, { section_type: "brand", section_title: "Partners" });
    await addSectionMetric(org, brand.id, metric.id);
    slug = unique("inside-").toLowerCase();
    await createPost(org, {
      title: "Inside the shop",
      slug,
      content: `<p>Our new counter:</p><p><img src="${file.url}"></p><p><img src="${file.url}" alt="The counter, seen from the door"></p>`,
    });
  });

  it("gives the hero's image, the site's logo and a brand logo the file's alt text, never a metric's title", async () => {
    const page = await html(org, "/");
    expect(attribute(imageWith(page, 'fetchPriority="high"'), "alt")).toBe("Our shop front at dawn");
    expect(attribute(imageWith(page, "data-logo-image"), "alt")).toBe("Our shop front at dawn");
    expect(attribute(imageWith(page, 'sizes="12rem"'), "alt")).toBe("Our shop front at dawn");
    expect(page).not.toContain('alt="Acme Supplies"');
  });

  it("serves a post's text images as the library's pictures: AVIF and WebP sources, srcset, width and height, the alt text", async () => {
    const page = await html(org, `/${slug}`);
    const inText = pictures(page).filter((p) => !p.includes('fetchPriority="high"') && !p.includes("data-logo-image"));
    expect(inText).toHaveLength(2);
    for (const picture of inText) {
      expect(picture).toMatch(
        /<source type="image\/avif" srcset="[^"]*-320\.avif 320w, [^"]*-640\.avif 640w" sizes="\(min-width: 768px\) 720px, calc\(100vw - 3rem\)"/,
      );
      expect(picture).toMatch(/<source type="image\/webp" srcset="[^"]*-320\.webp 320w, [^"]*-640\.webp 640w"/);
      const tag = img(picture);
      expect(attribute(tag, "src")).toMatch(new RegExp(`^${file.url}/[a-f0-9]{16}\\.png$`));
      expect(attribute(tag, "srcset")).toMatch(/-320\.png 320w, [^"]*-640\.png 640w$/);
      expect(attribute(tag, "width")).toBe("800");
      expect(attribute(tag, "height")).toBe("600");
      expect(attribute(tag, "loading")).toBe("lazy");
    }
    // The library's alt text where the post has none; the post's own where it has one.
    expect(inText.map((p) => attribute(img(p), "alt"))).toEqual(["Our shop front at dawn", "The counter, seen from the door"]);
    // The original file's address is not left as an image of its own.
    expect(page).not.toContain(`<img src="${file.url}"`);
  });

  it("shows the library's new alt text on the next visit, and an empty alt once the library marks the file decorative", async () => {
    const renamed = await api(org.host, `/api/media/${file.id}`, { method: "PATCH", token: org.owner.token, body: { alt: "Tulips in the window" } });
    expect(renamed.status).toBe(200);
    const page = await html(org, "/");
    expect(attribute(imageWith(page, 'fetchPriority="high"'), "alt")).toBe("Tulips in the window");
    expect(attribute(imageWith(page, 'sizes="12rem"'), "alt")).toBe("Tulips in the window");
    expect(attribute(imageWith(await html(org, `/${slug}`), /<img [^>]*loading="lazy"/), "alt")).toBe("Tulips in the window");

    const decorative = await api(org.host, `/api/media/${file.id}`, { method: "PATCH", token: org.owner.token, body: { decorative: true } });
    expect(decorative.status).toBe(200);
    const after = await html(org, "/");
    expect(attribute(imageWith(after, 'fetchPriority="high"'), "alt")).toBe("");
    // The logo keeps a name: the site's (its link says "<site>, home page").
    expect(attribute(imageWith(after, "data-logo-image"), "alt")).toBe("Bloom Florist");
    expect(attribute(imageWith(after, 'sizes="12rem"'), "alt")).toBe("");
  });
});
