import { describe, expect, it } from "vitest";
import { compactListItems, restoreStyles } from "./output";

describe("compactListItems", () => {
  it("writes an item holding one paragraph without it", () => {
    expect(compactListItems("<ul><li><p>one</p></li><li><p>two <strong>2</strong></p></li></ul>")).toBe("<ul><li>one</li><li>two <strong>2</strong></li></ul>");
    expect(compactListItems('<ol><li class="x"><p>a<br>b</p></li></ol>')).toBe('<ol><li class="x">a<br>b</li></ol>');
  });

  it("keeps paragraphs with attributes, several blocks and nested lists", () => {
    expect(compactListItems('<ul><li><p class="lead">a</p></li></ul>')).toBe('<ul><li><p class="lead">a</p></li></ul>');
    expect(compactListItems("<ul><li><p>a</p><p>b</p></li></ul>")).toBe("<ul><li><p>a</p><p>b</p></li></ul>");
    expect(compactListItems("<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>")).toBe("<ul><li><p>a</p><ul><li>b</li></ul></li></ul>");
  });

  it("leaves paragraphs outside lists alone", () => {
    expect(compactListItems("<p>a</p><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });
});

describe("restoreStyles", () => {
  const browser: Record<string, string> = { "color:#1e3a8a": "color: rgb(30, 58, 138);", 'font-family:"A&B"': 'font-family: "A&B";' };
  const canonical = (style: string) => browser[style] ?? style;

  it("puts each stored style back where the serializer rewrote it", () => {
    const written =
      '<p style="color: rgb(30, 58, 138);">a <span style="color: rgb(30, 58, 138);">b</span> <span style="font-family: &quot;A&amp;B&quot;;">c</span></p>';
    expect(restoreStyles(written, ["color:#1e3a8a", 'font-family:"A&B"', "color:#1e3a8a"], canonical)).toBe(
      '<p style="color:#1e3a8a">a <span style="color:#1e3a8a">b</span> <span style="font-family:&quot;A&amp;B&quot;">c</span></p>',
    );
  });

  it("leaves other text alone", () => {
    expect(restoreStyles('<p>style="color: rgb(30, 58, 138);"</p>', [], canonical)).toBe('<p>style="color: rgb(30, 58, 138);"</p>');
  });
});
