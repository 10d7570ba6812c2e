import { describe, expect, it } from "vitest";
import type { ResponsivePicture } from "@/features/media-library";
import { sanitizePostHtml } from "@/platform/sanitize/post-html";
import { postImageAddresses, withLibraryPictures } from "./post-pictures";

const ADDRESS = "/api/media/files/AbCdEfGhIjKlMnOp12";
const picture: ResponsivePicture = {
  base: `${ADDRESS}/0123456789abcdef`,
  ext: "png",
  widths: [320, 640],
  formats: ["avif", "webp", "png"],
  width: 800,
  height: 600,
  alt: "Our shop front",
  position: "30% 70%",
};
const pictures = new Map([[ADDRESS, picture]]);
const render = (html: string) => withLibraryPictures(sanitizePostHtml(html), pictures);

/** Images in a post's text (issue 36, item 10): a library image is served as the library's picture, not as the original file. */
describe("a post's library images", () => {
  it("lists the image addresses of the text", () => {
    expect(postImageAddresses(sanitizePostHtml(`<p><img src="${ADDRESS}" alt=""><img src="https://cdn.example.com/a.jpg?x=1&amp;y=2"></p>`))).toEqual([ADDRESS, "https://cdn.example.com/a.jpg?x=1&y=2"]);
    expect(postImageAddresses(null)).toEqual([]);
  });

  it("becomes a <picture> with AVIF and WebP sources, the srcset, width and height, lazy, with the library's alt text when the post has none", () => {
    const html = render(`<p>Before</p><p><img src="${ADDRESS}"></p>`);
    expect(html).toBe(
      `<p>Before</p><p><picture class="contents">` +
        `<source type="image/avif" srcset="${ADDRESS}/0123456789abcdef-320.avif 320w, ${ADDRESS}/0123456789abcdef-640.avif 640w" sizes="(min-width: 768px) 720px, calc(100vw - 3rem)"/>` +
        `<source type="image/webp" srcset="${ADDRESS}/0123456789abcdef-320.webp 320w, ${ADDRESS}/0123456789abcdef-640.webp 640w" sizes="(min-width: 768px) 720px, calc(100vw - 3rem)"/>` +
        `<img src="${ADDRESS}/0123456789abcdef.png" srcset="${ADDRESS}/0123456789abcdef-320.png 320w, ${ADDRESS}/0123456789abcdef-640.png 640w" sizes="(min-width: 768px) 720px, calc(100vw - 3rem)" width="800" height="600" alt="Our shop front" loading="lazy" decoding="async" style="object-position:30% 70%" data-library-image=""/>` +
        `</picture></p>`,
    );
  });

  it("keeps the post's own alt text and size; a decorative library file has an empty alt", () => {
    expect(render(`<img src="${ADDRESS}" alt="The shop &quot;Bloom&quot; at dawn" width="400" height="300">`)).toMatch(/ width="400" height="300" alt="The shop &quot;Bloom&quot; at dawn" /);
    const decorative = withLibraryPictures(sanitizePostHtml(`<img src="${ADDRESS}">`), new Map([[ADDRESS, { ...picture, alt: "" }]]));
    expect(decorative).toContain(' alt="" loading="lazy"');
  });

  it("escapes the library's alt text and leaves any other image as it was", () => {
    const html = withLibraryPictures(sanitizePostHtml(`<img src="${ADDRESS}"><img src="https://cdn.example.com/a.jpg" alt="Elsewhere">`), new Map([[ADDRESS, { ...picture, alt: `"><script>alert(1)</script>` }]]));
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script");
    expect(html).toContain('<img src="https://cdn.example.com/a.jpg" alt="Elsewhere" />');
  });

  it("is made after sanitizing: the allow list still drops what a post's text may not carry", () => {
    const html = render(`<picture><source srcset="https://evil.example/x.avif"><img src="${ADDRESS}" onerror="alert(1)" style="x" srcset="https://evil.example/x.png 1w"></picture>`);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("onerror");
    expect(html.match(/<picture/g)).toHaveLength(1);
    expect(html.match(/<source /g)).toHaveLength(2);
  });
});
