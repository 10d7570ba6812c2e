import { describe, expect, it } from "vitest";
import { htmlToPlainText, plainText, plainTextToHtml } from "./plain-text";

describe("metric description text", () => {
  it("stores plain text as paragraphs and line breaks, escaped", () => {
    expect(plainTextToHtml("People on staff\n\nAnd <growing> & more")).toBe("<p>People on staff</p><p>And &lt;growing&gt; &amp; more</p>");
    expect(plainTextToHtml("one\ntwo")).toBe("<p>one<br>two</p>");
    expect(plainTextToHtml("   \n\n ")).toBe("");
  });

  it("edits stored rich text as plain text and back", () => {
    const text = "People on staff\n\nAnd <growing> & more";
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
    expect(htmlToPlainText("<p>Since <strong>1999</strong></p><ul><li>a</li><li>b</li></ul>")).toBe("Since 1999\n\n• a\n• b");
    expect(htmlToPlainText("Plain &amp; simple")).toBe("Plain & simple");
    expect(htmlToPlainText(null)).toBe("");
  });

  it("gives one line for previews", () => {
    expect(plainText("<p>One</p><p>Two<br>Three</p>")).toBe("One Two Three");
  });
});

describe("section description as plain text", () => {
  it("turns paragraphs and breaks into lines and back", () => {
    const html = plainTextToHtml("First line\nsecond line\n\nNext <paragraph> & more");
    expect(html).toBe("<p>First line<br>second line</p><p>Next &lt;paragraph&gt; &amp; more</p>");
    expect(htmlToPlainText(html)).toBe("First line\nsecond line\n\nNext <paragraph> & more");
  });

  it("reads richer markup as text and keeps plain text as is", () => {
    expect(htmlToPlainText('<p>Hello <strong>bold</strong> <a href="/x">link</a></p><ul><li>one</li><li>two</li></ul>')).toBe(
      "Hello bold link\n\n• one\n• two",
    );
    expect(htmlToPlainText("Just text & more")).toBe("Just text & more");
    expect(htmlToPlainText(null)).toBe("");
    expect(plainTextToHtml("   \n\n ")).toBe("");
  });

  it("turns numeric references outside Unicode, surrogates and NUL into U+FFFD instead of throwing", () => {
    expect(htmlToPlainText("a&#99999999;b")).toBe("a\uFFFDb");
    expect(htmlToPlainText("<p>&#x110000;&#xD800;&#0;&#x1F600;</p>")).toBe("\uFFFD\uFFFD\uFFFD\u{1F600}");
    expect(htmlToPlainText("&#99999999999999999999999;")).toBe("\uFFFD");
    expect(plainText("<p>&#99999999;</p>")).toBe("\uFFFD");
  });
});
