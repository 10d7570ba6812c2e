import { describe, expect, it } from "vitest";
import { withTableOfContents } from "./toc";

describe("withTableOfContents", () => {
  it("gives h2–h4 ids from their text and lists them in order", () => {
    const { html, toc } = withTableOfContents("<h2>Getting started</h2><p>x</p><h3>Café &amp; tea</h3><h4>Step <em>one</em></h4>");
    expect(toc).toEqual([
      { level: 2, text: "Getting started", id: "toc-getting-started" },
      { level: 3, text: "Café & tea", id: "toc-cafe-tea" },
      { level: 4, text: "Step one", id: "toc-step-one" },
    ]);
    expect(html).toBe('<h2 id="toc-getting-started">Getting started</h2><p>x</p><h3 id="toc-cafe-tea">Café &amp; tea</h3><h4 id="toc-step-one">Step <em>one</em></h4>');
  });

  it("numbers repeated headings and names ones without letters", () => {
    const { toc } = withTableOfContents("<h2>Notes</h2><h2>Notes</h2><h2>!!!</h2>");
    expect(toc.map((entry) => entry.id)).toEqual(["toc-notes", "toc-notes-2", "toc-section-3"]);
  });

  it("leaves paragraphs alone and makes no entry for an empty heading", () => {
    expect(withTableOfContents("<p>Just text</p><h2></h2>").toc).toEqual([]);
  });
});
