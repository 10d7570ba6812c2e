import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { deferChunkScripts } from "./defer-scripts";

const page = (head: string, body: string) => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe("deferring Next's chunk scripts", () => {
  it("turns the server's async chunk scripts into deferred ones and leaves everything else as it was", () => {
    const html = page(
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
      `<h1>Zürich — 東京</h1><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\" async=\\"\\"\\u003e"])</script>`,
    );
    const deferred = deferChunkScripts(html).toString("utf8");
    expect(deferred).toBe(
      html
        .toString("utf8")
        .replace(`<script src="/_next/static/chunks/a.js" async="">`, `<script src="/_next/static/chunks/a.js" defer="">`)
        .replace(`<script src="/_next/static/chunks/turbopack-b.js" async="">`, `<script src="/_next/static/chunks/turbopack-b.js" defer="">`)
        .replace(`<script src="/_next/static/chunks/main.js" async="">`, `<script src="/_next/static/chunks/main.js" defer="">`),
    );
    expect(deferred).toContain("<h1>Zürich — 東京</h1>");
    expect(deferred).not.toContain(`async=""></script>`);
    expect(inlineScriptHashes(deferred)).toEqual(inlineScriptHashes(html.toString("utf8")));
  });

  it("leaves scripts from elsewhere and escaped text alone", () => {
    const html = page(
      `<script src="https://cdn.example.com/_next/static/x.js" async=""></script>`,
      `<p>&lt;script src="/_next/static/chunks/a.js" async=""&gt;&lt;/script&gt;</p>`,
    );
    expect(deferChunkScripts(html).toString("utf8")).toBe(html.toString("utf8"));
  });
});
