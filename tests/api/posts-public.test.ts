import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { createPost } from "../support/fixtures";

type Post = { id: number; slug: string; title: string };

/** A public page's status and HTML, as a visitor (no session) gets it. */
async function visit(org: TestOrg, path: string) {
  const { status, body } = await api<string>(org.host, path);
  return { status, html: String(body) };
}

const meta = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");
/** The post titles linked from a list page, in order (each card's heading link). */
const listedTitles = (html: string) => [...html.matchAll(/<h[23][^>]*><a href="\/[^"]+"[^>]*>([^<]+)<\/a><\/h[23]>/g)].map((m) => m[1]);

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg("Acme Travel", undefined, { siteTitle: "Acme Travel", language: "en", supportedLocales: ["en", "es"] });
});

describe("a post at /{slug}", () => {
  let post: Post;
  beforeAll(async () => {
    post = await createPost(org, {
      title: "Packing for the Alps",
      content:
        '<h2>Before you go</h2><p>Check the weather.</p><script>alert(1)</script><h3>Boots &amp; socks</h3><p onclick="steal()">Wool <a href="javascript:alert(1)">socks</a>.</p><h2>Before you go</h2>',
      metadescription_for_page: "What to pack for a week of hiking.",
      author_name: "Ann Lee",
      author_config: { is_with_author: true },
      media_config: { main_photo: "https://cdn.example.com/alps.jpg" },
    });
  });

  it("shows the title, author, date, main photo and sanitized content with a table of contents", async () => {
    const { status, html } = await visit(org, `/${post.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Packing for the Alps<\/h1>/);
    expect(html).toContain("By Ann Lee");
    expect(html).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(html).toContain('src="https://cdn.example.com/alps.jpg"');
    // Headings get anchors; repeated text gets a numbered one; the contents link to them.
    expect(html).toContain('<h2 id="toc-before-you-go">Before you go</h2>');
    expect(html).toContain('<h3 id="toc-boots-socks">Boots &amp; socks</h3>');
    expect(html).toContain('<h2 id="toc-before-you-go-2">Before you go</h2>');
    const contents = html.match(/<nav aria-label="Contents"[\s\S]*?<\/nav>/)?.[0] ?? "";
    expect([...contents.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(["toc-before-you-go", "toc-boots-socks", "toc-before-you-go-2"]);
    // Nothing of the script, the event handler or the javascript: link reaches the page.
    const article = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? "";
    expect(article).not.toContain("alert(1)");
    expect(article).not.toContain("onclick");
    expect(article).not.toContain("javascript:");
    expect(article).toContain("Wool");
  });

  it("gives the post's title, meta description and Open Graph with its main photo", async () => {
    const { html } = await visit(org, `/${post.slug}`);
    expect(meta(html, /<title>([^<]*)<\/title>/)).toBe("Packing for the Alps – Acme Travel");
    expect(meta(html, /<meta name="description" content="([^"]*)"/)).toBe("What to pack for a week of hiking.");
    expect(meta(html, /<meta property="og:type" content="([^"]*)"/)).toBe("article");
    expect(meta(html, /<meta property="og:image" content="([^"]*)"/)).toBe("https://cdn.example.com/alps.jpg");
    expect(meta(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://${org.host}/${post.slug}`);
  });

  it("formats the date in the page's language", async () => {
    const { html } = await visit(org, `/es/${post.slug}`);
    expect(html).toMatch(/<time dateTime="[^"]+">\d{1,2} de [a-z]+ de \d{4}<\/time>/);
    expect(html).toContain("Por Ann Lee");
  });

  it("renders a landing post's sanitized HTML as the page body, without its script", async () => {
    const landing = await createPost(org, {
      title: "Summer offer",
      display_config: { type: "landing" },
      content:
        '<section class="hero" style="background: #123456"><h1>Summer in the Alps</h1><script>document.title="x"</script><img src="x.png" onerror="alert(2)"><p>From 499</p></section>',
    });
    const { status, html } = await visit(org, `/${landing.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<section class="hero" style="background:#123456">');
    expect(html).toContain("<h1>Summer in the Alps</h1>");
    expect(html).toContain("From 499");
    expect(html).not.toContain('document.title="x"');
    expect(html).not.toContain("onerror");
    expect(html).not.toContain('aria-label="Contents"');
  });

  it("marks a minimal post's page to show without the site chrome; a default post's is not", async () => {
    const minimal = await createPost(org, { title: "Just the article", display_config: { type: "minimal" }, content: "<p>Plain.</p>" });
    const { html } = await visit(org, `/${minimal.slug}`);
    expect(html).toContain('data-site-chrome="hidden"');
    expect(html).toMatch(/<h1[^>]*>Just the article<\/h1>/);
    expect((await visit(org, `/${post.slug}`)).html).not.toContain('data-site-chrome="hidden"');
  });

  it("is a 404 when hidden (display_this_post false), and leaves every list", async () => {
    const hidden = await createPost(org, {
      title: "Secret draft",
      display_config: { display_this_post: false, display_as_blog_post: true, is_help_center: true, is_displayed_first_page: true },
    });
    expect((await visit(org, `/${hidden.slug}`)).status).toBe(404);
    for (const path of ["/blog", "/help-center", "/", "/sitemap.xml"]) {
      const { html } = await visit(org, path);
      expect(html, path).not.toContain("Secret draft");
      expect(html, path).not.toContain(hidden.slug);
    }
  });
});

describe("/blog", () => {
  let blog: TestOrg;
  beforeAll(async () => {
    blog = await createOrg("Blog Co", undefined, { siteTitle: "Blog Co", language: "en" });
  });

  it("says when there are no posts yet", async () => {
    const { status, html } = await visit(blog, "/blog");
    expect(status).toBe(200);
    expect(html).toContain("No posts yet.");
    expect(meta(html, /<title>([^<]*)<\/title>/)).toBe("Blog – Blog Co");
  });

  it("lists the blog's shown posts newest first, ten a page, with their summaries", async () => {
    for (let n = 1; n <= 12; n++) {
      await createPost(blog, { title: `Story ${n}`, content: `<p>Body of story ${n}.</p>`, display_config: { display_as_blog_post: true } });
    }
    await createPost(blog, { title: "Not on the blog", display_config: { display_as_blog_post: false } });
    await createPost(blog, { title: "Described", description: "A summary of its own.", display_config: { display_as_blog_post: false } });

    const first = await visit(blog, "/blog");
    expect(first.status).toBe(200);
    expect(listedTitles(first.html)).toEqual(["Story 12", "Story 11", "Story 10", "Story 9", "Story 8", "Story 7", "Story 6", "Story 5", "Story 4", "Story 3"]);
    expect(first.html).toContain("Body of story 12.");
    expect(first.html).not.toContain("Not on the blog");
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toMatch(/<a href="\/blog\?page=2" rel="next"/);

    const second = await visit(blog, "/blog?page=2");
    expect(second.status).toBe(200);
    expect(listedTitles(second.html)).toEqual(["Story 2", "Story 1"]);
    expect(second.html).toMatch(/<a href="\/blog" rel="prev"/);
    expect(meta(second.html, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://${blog.host}/blog?page=2`);
  });

  it("answers 404 for a page past the last or a page that is not a number", async () => {
    for (const query of ["?page=3", "?page=0", "?page=abc", "?page=-1", "?page=1.5"]) expect((await visit(blog, `/blog${query}`)).status, query).toBe(404);
  });
});

describe("the home page's latest posts", () => {
  it("lists the newest posts marked for the first page after the page's blocks", async () => {
    const home = await createOrg("Home Co", undefined, { siteTitle: "Home Co", language: "en" });
    expect((await visit(home, "/")).html).not.toContain("Latest posts");
    await createPost(home, { title: "Old news", display_config: { is_displayed_first_page: true } });
    await createPost(home, { title: "Not for the home page" });
    await createPost(home, { title: "Fresh news", display_config: { is_displayed_first_page: true } });
    const { html } = await visit(home, "/");
    const section = html.match(/<section aria-labelledby="latest-posts"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(section).toContain("Latest posts");
    expect(listedTitles(section)).toEqual(["Fresh news", "Old news"]);
    expect(section).toContain('href="/blog"');
  });
});

describe("/help-center", () => {
  it("lists the help-center articles by their order, without the others", async () => {
    const help = await createOrg("Help Co", undefined, { siteTitle: "Help Co", language: "en" });
    expect((await visit(help, "/help-center")).html).toContain("No help articles yet.");
    await createPost(help, { title: "Third", display_config: { is_help_center: true, help_center_order: 3 } });
    await createPost(help, { title: "First", display_config: { is_help_center: true, help_center_order: 1 } });
    await createPost(help, { title: "A blog post", display_config: { display_as_blog_post: true } });
    await createPost(help, { title: "Second", display_config: { is_help_center: true, help_center_order: 2 } });
    const { status, html } = await visit(help, "/help-center");
    expect(status).toBe(200);
    expect(meta(html, /<title>([^<]*)<\/title>/)).toBe("Help center – Help Co");
    expect(listedTitles(html)).toEqual(["First", "Second", "Third"]);
    expect(html).toContain("Search the help center");
  });
});

describe("/sitemap.xml", () => {
  // Issue 42: a post is listed in a language where its texts are translated at the site's threshold (100%: its
  // hreflang's rule), in the site's own language always; the blog (a list) in every published language.
  it("lists shown posts in each language they are translated in, and the blog in every language", async () => {
    const { status, html: xml } = await visit(org, "/sitemap.xml");
    expect(status).toBe(200);
    const shown = await createPost(org, { title: "Mapped", title_translation: { es: "Mapeado" }, display_config: { display_as_blog_post: true } });
    const untranslated = await createPost(org, { title: "Not mapped yet", display_config: { display_as_blog_post: true } });
    const after = (await visit(org, "/sitemap.xml")).html;
    expect(xml).not.toContain(shown.slug);
    expect(after).toContain(`<loc>https://${org.host}/${shown.slug}</loc>`);
    expect(after).toContain(`<loc>https://${org.host}/es/${shown.slug}</loc>`);
    expect(after).toContain(`<loc>https://${org.host}/${untranslated.slug}</loc>`);
    expect(after).not.toContain(`<loc>https://${org.host}/es/${untranslated.slug}</loc>`);
    expect(after).toContain(`<loc>https://${org.host}/blog</loc>`);
    expect(after).toContain(`<loc>https://${org.host}/es/blog</loc>`);
  });
});
