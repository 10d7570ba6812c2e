import { describe, expect, it } from "vitest";
import { highlightHtml } from "./highlight-html";

describe("highlightHtml", () => {
  it("colours tags, attributes, values and comments, and gives the source back", () => {
    const source = "<section class=\"hero\" style='color: red'><!-- note --><h1>Hi & bye</h1></section>";
    const tokens = highlightHtml(source);
    expect(tokens.map((t) => t.text).join("")).toBe(source);
    expect(tokens.filter((t) => t.kind === "tag").map((t) => t.text)).toEqual(["section", "h1", "h1", "section"]);
    expect(tokens.filter((t) => t.kind === "attribute").map((t) => t.text)).toEqual(["class", "style"]);
    expect(tokens.filter((t) => t.kind === "value").map((t) => t.text)).toEqual(['"hero"', "'color: red'"]);
    expect(tokens.find((t) => t.kind === "comment")?.text).toBe("<!-- note -->");
  });

  it("keeps unfinished source as typed", () => {
    for (const source of ['<div class="a', "<!-- open", "a < b > c", "", "<p>x</p"])
      expect(
        highlightHtml(source)
          .map((t) => t.text)
          .join(""),
      ).toBe(source);
  });
});
