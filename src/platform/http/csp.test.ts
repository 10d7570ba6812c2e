import crypto from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, policyForHtml } from "./csp";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

describe("the Content-Security-Policy", () => {
  it("allows scripts from this origin and the hashes given, nothing inline otherwise, and keeps the fixed directives", () => {
    expect(contentSecurityPolicy()).toBe("script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'");
    expect(contentSecurityPolicy(["abc="])).toBe("script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'");
  });

  it("hashes each inline script a browser would run, once, as written", () => {
    const payload = `self.__next_f.push([1,"a\\u003cb"])`;
    const html = [
      `<script src="/_next/static/chunks/main.js" async=""></script>`,
      `<script>${payload}</script>`,
      `<script>${payload}</script>`,
      `<SCRIPT type="module">import("/x.js")</SCRIPT >`,
      `<script type="application/ld+json">{"@type":"Article"}</script>`,
      `<script id="x" type="text/javascript">a()\r\nb()</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(payload), sha256(`import("/x.js")`), sha256("a()\nb()")]);
  });

  it("reads a compressed body, and lists no hash for one it cannot read", () => {
    const html = "<p>x</p><script>run()</script>";
    expect(policyForHtml(gzipSync(html), "gzip")).toContain(`'sha256-${sha256("run()")}'`);
    expect(policyForHtml(Buffer.from(html))).toContain(`'sha256-${sha256("run()")}'`);
    expect(policyForHtml(Buffer.from(html), "gzip")).toBe(contentSecurityPolicy());
  });
});
