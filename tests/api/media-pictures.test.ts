import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection } from "../support/fixtures";
import { png, upload } from "./media-library-support";

const PLAIN = "https://cdn.example.com/shop.jpg";

/** The <picture> elements of a page's HTML. */
const pictures = (html: string) => [...html.matchAll(/<picture[^>]*>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
const img = (picture: string) => /<img [^>]*>/.exec(picture)?.[0] ?? "";
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

async function html(org: TestOrg, path: string): Promise<string> {
  const { status, body } = await api<string>(org.host, path);
  expect(status).toBe(200);
  return String(body);
}

/**
 * Media library images on a visitor's pages beyond the hero (issue 25): a heading's
 * image, a brand section's logo (a metric's image) and a post's cover on the home page's latest posts,
 * the blog and the post page are <picture>s with their variants and size; any
 * other address stays a plain image.
 */
describe("library pictures on public pages", () => {
  let org: TestOrg;
  let ours: string;
  let slug: string;

  beforeAll(async () => {
    org = await createOrg();
    ours = (await upload(org, { bytes: await png(800, 600), name: "shop.png" }, { alt: "Our shop front" })).body.url;
    const heading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/shop", name: "Welcome", description_text: "<p>Fresh every day</p>", image: ours },
    });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
    const logo = await createMetric(org, { title: "Acme Supplies", description: "<p>Our supplier</p>", image: ours });
    const brand = await createSection(org, { section_type: "brand", section_title: "Partners" });
    await addSectionMetric(org, brand.id, logo.id);
    slug = unique("cover-").toLowerCase();
    await createPost(org, {
      title: "Our new shop",
      slug,
      media_config: { main_photo: ours },
      display_config: { display_as_blog_post: true, is_displayed_first_page: true },
    });
    // An address that is not the library's (another organization's file cannot be saved at all: media-library.test.ts).
    const foreignHeading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/elsewhere", name: "Elsewhere", description_text: "<p>Elsewhere</p>", image: PLAIN },
    });
    expect(foreignHeading.status, JSON.stringify(foreignHeading.body)).toBe(201);
  });

  const expectPicture = (picture: string | undefined) => {
    expect(picture).toBeDefined();
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*-320\.avif 320w, [^"]*-640\.avif 640w"/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*-320\.webp 320w, [^"]*-640\.webp 640w"/);
    const tag = img(picture!);
    expect(attribute(tag, "width")).toBe("800");
    expect(attribute(tag, "height")).toBe("600");
    expect(attribute(tag, "src")).toMatch(new RegExp(`^${ours}/[a-f0-9]{16}\\.png$`));
    return tag;
  };

  it("renders a heading's image as a picture, eagerly when the heading opens the page", async () => {
    const heading = expectPicture(pictures(await html(org, "/shop")).find((p) => p.includes("data-heading-image")));
    expect(attribute(heading, "loading")).toBe("eager");
    // The library's alt text (issue 36: an image chosen from the library carries it wherever it is used).
    expect(attribute(heading, "alt")).toBe("Our shop front");
    expect(attribute(heading, "sizes")).toBe("(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 3rem)");
  });

  it("renders the brand logo and the latest post's cover on the home page as pictures, lazily below the hero", async () => {
    const page = pictures(await html(org, "/"));
    const logo = expectPicture(page.find((p) => p.includes('sizes="12rem"')));
    expect(attribute(logo, "loading")).toBe("lazy");
    // The library's alt text, not the metric's title.
    expect(attribute(logo, "alt")).toBe("Our shop front");
    const cover = expectPicture(page.find((p) => /aspect-\[16\/9\]/.test(p)));
    expect(attribute(cover, "loading")).toBe("lazy");
  });

  it("renders the post's cover as a picture on the blog and on the post's page, eagerly (the first screen)", async () => {
    const blog = expectPicture(pictures(await html(org, "/blog"))[0]);
    expect(attribute(blog, "loading")).toBe("eager");
    const post = expectPicture(pictures(await html(org, `/${slug}`))[0]);
    expect(attribute(post, "loading")).toBe("eager");
    expect(attribute(post, "sizes")).toBe("(min-width: 768px) 720px, calc(100vw - 3rem)");
  });

  it("keeps an address that is not the library's a plain image", async () => {
    const page = await html(org, "/elsewhere");
    expect(pictures(page)).toEqual([]);
    expect(page).toMatch(new RegExp(`<img src="${PLAIN}" alt="" loading="lazy"`));
  });
});
