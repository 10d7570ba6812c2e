import { describe, expect, it } from "vitest";
import { sanitizeRichText, toPlainText } from "./html";

describe("sanitizeRichText", () => {
  it("keeps the allowed tags and attributes", () => {
    const html =
      '<p class="lead">A <strong>b</strong> <em>c</em><br /><span style="color:red">d</span></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><a href="https://example.com" class="link">e</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops scripts, styles and iframes with their content", () => {
    expect(sanitizeRichText("<p>Hi<script>alert(1)</script></p><style>p{color:red}</style>")).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<iframe src="https://evil.example">inner</iframe><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("removes other disallowed tags but keeps their text", () => {
    expect(sanitizeRichText('<div>text <img src="x.png"> more</div>')).toBe("text  more");
    expect(sanitizeRichText("<h1>Title</h1><table><tr><td>cell</td></tr></table>")).toBe("Titlecell");
  });

  it("strips event handlers and other attributes", () => {
    expect(sanitizeRichText('<p onclick="alert(1)" id="x" title="t">a</p>')).toBe("<p>a</p>");
    expect(sanitizeRichText('<a href="/x" target="_blank" onmouseover="x()">a</a>')).toBe('<a href="/x">a</a>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe("");
  });

  it("allows href only on links", () => {
    expect(sanitizeRichText('<span href="https://example.com">a</span>')).toBe("<span>a</span>");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\nscript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "&#106;avascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "DATA:text/html,x",
    "file:///etc/passwd",
    "ftp://example.com/file",
    "blob:https://example.com/uuid",
    "\\\\evil.example",
    "/\\evil.example",
  ])("removes the unsafe href %j", (href) => {
    expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  it.each(["https://example.com/a?b=c", "http://example.com", "mailto:hi@example.com", "tel:+3212345", "/about", "page#top", "#top"])(
    "keeps the safe href %j",
    (href) => {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    },
  );

  it("keeps the link's text and other attributes when it drops an unsafe href", () => {
    expect(sanitizeRichText('<p>Go <a href="javascript:alert(1)" class="cta">here</a> or <a href="data:text/html,x">there</a></p>')).toBe(
      '<p>Go <a class="cta">here</a> or <a>there</a></p>',
    );
  });

  it("keeps only safe style properties with simple values", () => {
    const html =
      '<span style="color: #123456; background-image: url(x.png); font-size: 12px; width: expression(alert(1)); ' +
      'text-align: center; position: fixed; font-weight: 700; font-style: italic; text-decoration: underline">s</span>';
    expect(sanitizeRichText(html)).toBe(
      '<span style="color:#123456;font-size:12px;text-align:center;font-weight:700;font-style:italic;text-decoration:underline">s</span>',
    );
    expect(sanitizeRichText('<span style="background-color: url(javascript:x)">s</span>')).toBe("<span>s</span>");
    expect(sanitizeRichText('<span style="color: expression(alert(1))">s</span>')).toBe("<span>s</span>");
  });

  it("is stable when applied twice", () => {
    const inputs = [
      "<p>a &amp; b &lt;c&gt; \"q\" 's'</p><div>x<script>y</script></div>",
      '<a href="javascript:x" onclick="y">l</a><span style="color:red;width:1px">s</span>',
      "plain < text > & more",
    ];
    for (const input of inputs) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

describe("toPlainText", () => {
  it("strips tags and decodes basic entities", () => {
    expect(toPlainText("<p>Hello &amp; <strong>world</strong></p>")).toBe("Hello & world");
    expect(toPlainText("Tom&#39;s &quot;caf&#xE9;&quot; &lt;b&gt;")).toBe('Tom\'s "café" <b>');
  });

  it("separates blocks and collapses whitespace", () => {
    expect(toPlainText("<p>One</p><p>Two<br>Three</p>\n  <ul><li>Four</li></ul>")).toBe("One Two Three Four");
  });

  it("drops script and style content", () => {
    expect(toPlainText("<style>p{}</style>Title<script>alert(1)</script>")).toBe("Title");
  });

  it("decodes only once", () => {
    expect(toPlainText("&amp;lt;")).toBe("&lt;");
  });
});

describe("deeply nested markup", () => {
  it("is read as its text instead of parsed (the parser slows down with the square of the depth)", () => {
    const deep = "<strong>".repeat(150) + "hello" + "</strong>".repeat(150);
    expect(sanitizeRichText(deep)).toBe("hello");
    expect(toPlainText("<p>" + deep + "</p>")).toBe("hello");
  });

  it("keeps ordinary nesting", () => {
    expect(sanitizeRichText("<ul><li><strong><em>a</em></strong></li></ul>")).toBe("<ul><li><strong><em>a</em></strong></li></ul>");
  });
});
