import { describe, expect, it } from "vitest";
import { htmlTooDeep } from "./depth";
import { filterLandingStyle } from "./landing-style";
import { sanitizeLandingHtml, sanitizePostHtml } from "./post-html";

const ARTICLE =
  "<h2>Intro</h2><h3>Part</h3><h4>Detail</h4><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br />f</p>" +
  "<ul><li>one</li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote><pre><code>let x = 1;</code></pre><hr />" +
  '<p><a href="https://example.com/a?b=c" rel="noopener">link</a> <a href="/about" rel="noopener">here</a> <a href="mailto:hi@example.com" rel="noopener">mail</a></p>' +
  '<img src="https://cdn.example.com/a.png" alt="A chart" width="640" height="480" />' +
  '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>';

describe("sanitizePostHtml", () => {
  it("keeps an article's headings, text, lists, links, images, quotes, code and tables as they are", () => {
    expect(sanitizePostHtml(ARTICLE)).toBe(ARTICLE);
  });

  it("drops scripts, styles, iframes, forms' controls and foreign markup with their content", () => {
    expect(sanitizePostHtml("<p>Hi<script>alert(1)</script></p><style>p{color:red}</style>")).toBe("<p>Hi</p>");
    expect(sanitizePostHtml('<iframe src="https://evil.example">inner</iframe><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizePostHtml('<form action="/x"><input name="a" /><textarea>t</textarea><select><option>o</option></select><button>Go</button></form>')).toBe(
      "Go",
    );
    expect(sanitizePostHtml('<svg onload="alert(1)"><text>s</text></svg><object data="x.swf">o</object><embed src="x.swf" />')).toBe("");
  });

  it("removes event handlers, classes, styles and ids", () => {
    expect(sanitizePostHtml('<p onclick="alert(1)" class="x" style="color:red" id="y">a</p>')).toBe("<p>a</p>");
    expect(sanitizePostHtml('<img src="https://example.com/a.png" onerror="alert(1)" alt="a" />')).toBe('<img src="https://example.com/a.png" alt="a" />');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\nscript:alert(1)",
    "&#106;avascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example/",
    "/\\evil.example",
  ])("removes the unsafe href %j but keeps the link's text", (href) => {
    expect(sanitizePostHtml(`<p><a href="${href}">x</a></p>`)).toBe('<p><a rel="noopener">x</a></p>');
  });

  it("gives every link rel=noopener and no target", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" rel="noopener">x</a>');
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "ftp://example.com/a.png"])(
    "drops an image whose source is %j",
    (src) => {
      expect(sanitizePostHtml(`<p>a<img src="${src}" alt="x" />b</p>`)).toBe("<p>ab</p>");
    },
  );

  it("keeps only whole-number image sizes and table spans", () => {
    expect(sanitizePostHtml('<img src="/media/a.png" width="100%" height="12" />')).toBe('<img src="/media/a.png" height="12" />');
    expect(sanitizePostHtml('<table><tbody><tr><td colspan="x" rowspan="2">c</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td rowspan="2">c</td></tr></tbody></table>',
    );
  });

  it("maps older marks and heading levels to the allowed ones", () => {
    expect(sanitizePostHtml("<h1>T</h1><h5>F</h5><b>b</b><i>i</i><del>d</del>")).toBe("<h2>T</h2><h4>F</h4><strong>b</strong><em>i</em><s>d</s>");
  });

  it("keeps the text of layout tags, without the tags", () => {
    expect(sanitizePostHtml('<div class="x"><section><span style="color:red">text</span></section></div>')).toBe("text");
  });

  it("is stable when applied twice", () => {
    for (const input of [ARTICLE, '<a href="javascript:x" onclick="y">l</a><img src="x:y">', "<h1>a</h1><b>b</b> & < >"]) {
      const once = sanitizePostHtml(input);
      expect(sanitizePostHtml(once)).toBe(once);
    }
  });
});

describe("sanitizeLandingHtml", () => {
  it("keeps layout tags with classes and safe inline styles, and the post tags", () => {
    const html =
      '<main class="page"><header class="hero" style="display:flex;padding:2rem 1rem;background:linear-gradient(90deg, #fff, #000)"><h1>Big</h1></header>' +
      '<section><article><nav aria-label="Sections"><a href="#plans" rel="noopener">Plans</a></nav><h5>Small</h5><h6>Smaller</h6>' +
      '<figure><img src="https://cdn.example.com/a.png" alt="A" class="w-full" /><figcaption>Caption</figcaption></figure>' +
      '<div style="background-image:url(&quot;https://cdn.example.com/bg.jpg&quot;)"><span title="t">x</span></div></article></section><footer>f</footer></main>';
    expect(sanitizeLandingHtml(html)).toBe(html);
  });

  it("drops scripts, event handlers, iframes, forms, inputs, object and embed", () => {
    const html =
      '<div class="a" onclick="alert(1)" onmouseover="x()"><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<form action="https://evil.example"><input name="card" /><button type="submit">Pay</button></form><object data="x"></object><embed src="x" /></div>';
    expect(sanitizeLandingHtml(html)).toBe('<div class="a">Pay</div>');
  });

  it("filters style values on every tag, including renamed ones", () => {
    expect(sanitizeLandingHtml('<div style="color:red;background:url(javascript:alert(1));width:expression(alert(1))">x</div>')).toBe(
      '<div style="color:red">x</div>',
    );
    expect(sanitizeLandingHtml('<b style="behavior:url(/x.htc);font-weight:700">b</b>')).toBe('<strong style="font-weight:700">b</strong>');
    expect(sanitizeLandingHtml('<a href="/x" style="background:url(data:image/png;base64,AA)">x</a>')).toBe('<a href="/x" rel="noopener">x</a>');
    expect(sanitizeLandingHtml('<td style="x:y">c</td>')).toBe('<td style="x:y">c</td>');
  });

  it("is stable when applied twice", () => {
    const input = '<div style="color:red; margin : 0 auto;background:url(\'/a.png\')" onclick="x">a<script>b</script><b style="a:b">c</b></div>';
    const once = sanitizeLandingHtml(input);
    expect(sanitizeLandingHtml(once)).toBe(once);
  });
});

describe("filterLandingStyle", () => {
  it("keeps any property with a plain value, and custom properties", () => {
    expect(filterLandingStyle("display: grid; grid-template-columns: repeat(3, 1fr); --accent: #0ea5e9; color: var(--accent) !important")).toBe(
      "display:grid;grid-template-columns:repeat(3, 1fr);--accent:#0ea5e9;color:var(--accent) !important",
    );
  });

  it("keeps url() around web addresses and site paths only", () => {
    expect(filterLandingStyle("background:url(https://cdn.example.com/a.png)")).toBe("background:url(https://cdn.example.com/a.png)");
    expect(filterLandingStyle("background:url('/media/a.png')")).toBe("background:url('/media/a.png')");
    for (const value of [
      "url(javascript:alert(1))",
      "url( 'JAVASCRIPT:x' )",
      "url(//evil.example/a.png)",
      "url(data:image/svg+xml,x)",
      "url(x.htc)",
      "url('/a;b')",
      'url("/a.png" ) url(',
      "image-set('x.png' 1x)",
    ]) {
      expect(filterLandingStyle(`background:${value}`), value).toBe("");
    }
  });

  it.each([
    "width:expression(alert(1))",
    "width:EXPRESSION(alert(1))",
    "width:expr\\65 ssion(alert(1))",
    "color:red/**/;x:expr/**/ession(1)",
    "behavior:url(/x.htc)",
    "-moz-binding:url(/x.xml#y)",
    "background:url(/a.png)</style><script>",
    "font-family:'Inter",
    "color:red}body{display:none",
    "@import 'x.css'",
  ])("drops %j", (style) => {
    expect(filterLandingStyle(style)).not.toMatch(/expr|binding|behavior|url\(\/x|<|\}|'Inter|@import/i);
  });
});

describe("deep nesting", () => {
  it("counts nesting as the parser does: void tags, self-closed tags and implied sibling closes add no depth", () => {
    expect(htmlTooDeep(`${"<div>".repeat(100)}x`)).toBe(false);
    expect(htmlTooDeep(`${"<div>".repeat(101)}x`)).toBe(true);
    expect(htmlTooDeep(`${"<div>x</div>".repeat(10_000)}`)).toBe(false);
    expect(htmlTooDeep(`<ul>${"<li>item".repeat(10_000)}</ul><table>${"<tr><td>a<td>b".repeat(5_000)}</table>`)).toBe(false);
    expect(htmlTooDeep(`${"<br><img src=x><hr/><span/>".repeat(10_000)}`)).toBe(false);
  });

  it("reads markup nested deeper than any page needs as text, quickly", () => {
    const started = performance.now();
    expect(sanitizePostHtml(`${"<b>".repeat(200_000)}x<script>`)).toBe("x");
    expect(sanitizeLandingHtml(`${'<div style="color:red">'.repeat(50_000)}y`)).toBe("y");
    expect(htmlTooDeep(`${"<a".repeat(300_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("keeps markup within the limit as it is", () => {
    const nested = `${"<div>".repeat(100)}x${"</div>".repeat(100)}`;
    expect(sanitizeLandingHtml(nested)).toBe(nested);
  });
});

describe("the landing style filter on long input", () => {
  it("takes one pass over a style of a million spaces", () => {
    const started = performance.now();
    expect(filterLandingStyle(`color:${" ".repeat(1_000_000)}x`)).toBe("color:x");
    expect(filterLandingStyle(`a${" ".repeat(1_000_000)}:`)).toBe("");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
