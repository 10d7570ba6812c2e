import crypto from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, policyForHtml, scriptOrigin, scriptOrigins } from "./csp";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

describe("the Content-Security-Policy", () => {
  it("allows scripts from this origin and the hashes given, nothing inline otherwise, and keeps the fixed directives", () => {
    expect(contentSecurityPolicy()).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(contentSecurityPolicy(["abc="])).toBe(
      "script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });

  it("hashes each inline script the product wrote that a browser would run, once, as written", () => {
    const payload = `self.__next_f.push([1,"a\\u003cb"])`;
    const bootstrap = `(self.__next_f=self.__next_f||[]).push([0])`;
    const turbopack = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});`;
    const html = [
      `<script id="_R_">${turbopack}</script>`,
      `<script>$RC("B:0","S:0")</script>`,
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script>${bootstrap}</script>`,
      `<script>${payload}</script>`,
      `<SCRIPT>${payload}</SCRIPT >`,
      `<script type="application/ld+json">{"@type":"Article"}</script>`,
      `<script id="x" type="text/javascript">banner()\r\nmark()</script>`,
    ].join("");
    expect(inlineScriptHashes(html, { texts: ["banner()\nmark()"] })).toEqual([
      sha256(turbopack),
      sha256(`$RC("B:0","S:0")`),
      sha256(bootstrap),
      sha256(payload),
      sha256("banner()\nmark()"),
    ]);
  });

  it("never hashes an inline script the product did not write, whatever it looks like", () => {
    const injected = [
      "alert(1)",
      `self.__next_f.push([1,"x"]);alert(1)`,
      `self.__next_f.push([1,"x"]),alert(1)//)`,
      `self.__next_f.push(alert(1))`,
      `(self.__next_f=self.__next_f||[]).push([0]);alert(1)`,
      `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);`,
      `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));`,
      `$RC("B:0","S:0");alert(1)`,
      `$RX("B:0",alert(1))`,
      `alert(1);$RC("B:0","S:0")`,
      // The chunk loader of the App Router's public pages (gone with them, issue 40) is no longer the product's.
      `(()=>{const c=["/_next/static/chunks/a.js"];let w=2,p=0;})()`,
      `document.documentElement.style.setProperty("--onsite-banner-offset","1px");alert(1)`,
    ];
    const shapes = [/^document\.documentElement\.style\.setProperty\("--onsite-banner-offset","\d+px"\)$/];
    const html = `<main><p>Hello</p>${injected.map((text) => `<script>${text}</script>`).join("")}</main>`;
    expect(inlineScriptHashes(html, { shapes })).toEqual([]);
    expect(policyForHtml(Buffer.from(html), undefined, [], { shapes })).toBe(contentSecurityPolicy());
    // The product's own offset script still passes its shape.
    expect(inlineScriptHashes(`<script>document.documentElement.style.setProperty("--onsite-banner-offset","112px")</script>`, { shapes })).toHaveLength(1);
  });

  it("reads a compressed body, and lists no hash for one it cannot read", () => {
    const run = `self.__next_f.push([1,"run"])`;
    const html = `<p>x</p><script>${run}</script>`;
    expect(policyForHtml(gzipSync(html), "gzip")).toContain(`'sha256-${sha256(run)}'`);
    expect(policyForHtml(Buffer.from(html))).toContain(`'sha256-${sha256(run)}'`);
    expect(policyForHtml(Buffer.from(html), "gzip")).toBe(contentSecurityPolicy());
  });

  it("takes the origin of a declared script address, and refuses anything that could not be written into a policy as is", () => {
    expect(scriptOrigin("https://analytics.example/script.js")).toBe("https://analytics.example");
    expect(scriptOrigin("http://Stats.Example:8080/a.js?x=1#y")).toBe("http://stats.example:8080");
    expect(scriptOrigin("https://analytics.example:443/s.js")).toBe("https://analytics.example");
    expect(scriptOrigin("https://b\u00fccher.example/s.js")).toBe("https://xn--bcher-kva.example");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/javascript,1",
      "ftp://a.example/s.js",
      "https://*.example/s.js",
      "https://a.example/x y.js",
      `https://a.example/"x`,
      "https://a.example/'x",
      "https://a.example/;x",
      "https://user:pw@a.example/s.js",
      "//a.example/s.js",
      "",
      null,
      7,
    ]) {
      expect(scriptOrigin(bad), String(bad)).toBeNull();
    }
    expect(scriptOrigins(["https://b.example/1.js", "https://a.example/2.js", "https://b.example/3.js", "javascript:x"])).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
  });

  it("adds the declared origins to script-src, and leaves out any that is not a plain http(s) origin", () => {
    const policy = contentSecurityPolicy(
      ["abc="],
      [
        "https://analytics.example",
        "https://analytics.example",
        "https://x.example; script-src *",
        "'unsafe-inline'",
        "https://*.example",
        "https://a.example/path",
      ],
    );
    expect(policy).toBe(
      "script-src 'self' https://analytics.example 'sha256-abc='; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(policyForHtml(Buffer.from("<p>x</p>"), undefined, ["https://analytics.example"])).toContain("script-src 'self' https://analytics.example;");
    expect(policyForHtml(Buffer.from([1, 2, 3]), "gzip", ["https://analytics.example"])).toContain("script-src 'self' https://analytics.example;");
  });
});
