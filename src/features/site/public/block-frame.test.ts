import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlockFrame, InsertSlot } from "./block-frame";

describe("BlockFrame", () => {
  it("tells the editing shell the block's type, id, order and title, with an empty edit slot first, and is the site map's anchor", () => {
    const html = renderToStaticMarkup(
      createElement(BlockFrame, { summary: { type: "heading_section", id: 4, order: 20, title: 'Our "team"' } }, createElement("section", null, "content")),
    );
    expect(html).toBe(
      '<div id="block-heading_section-4" data-block-type="heading_section" data-block-id="4" data-block-order="20" data-block-title="Our &quot;team&quot;" class="relative scroll-mt-20">' +
        '<div data-block-edit-slot="true" class="absolute top-3 right-3 z-10"></div><section>content</section></div>',
    );
  });

  it("marks insert places, and the empty page's one", () => {
    expect(renderToStaticMarkup(createElement(InsertSlot, { index: 2 }))).toBe('<div data-block-insert="2" class="relative"></div>');
    expect(renderToStaticMarkup(createElement(InsertSlot, { index: 0, emptyPage: true }))).toBe('<div data-block-insert="0" data-empty-page="true" class="relative"></div>');
  });
});
