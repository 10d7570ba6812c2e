import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp";
import { chunkLoader, deferChunkScripts, loaderChunks } from "./defer-scripts";

const page = (head: string, body: string) => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe("Next's chunk scripts after the first paint", () => {
  const head = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>`;
  const body = `<h1>Zürich — 東京</h1><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/x.js\\" async=\\"\\"\\u003e"])</script>`;

  it("takes the server's chunk scripts and their preloads out and lists them, in document order, in one loader where the first was", () => {
    const html = page(head, body);
    const rewritten = deferChunkScripts(html).toString("utf8");
    const loader = chunkLoader(["/_next/static/chunks/a.js", "/_next/static/chunks/turbopack-b.js", "/_next/static/chunks/main.js"]);
    expect(rewritten).toBe(
      page(
        `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>${loader}<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
        body.replace(`<script src="/_next/static/chunks/main.js" async=""></script>`, ""),
      ).toString("utf8"),
    );
    expect(rewritten).toContain("<h1>Zürich — 東京</h1>");
    expect(loaderChunks(rewritten)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/turbopack-b.js", "/_next/static/chunks/main.js"]);
    // Every inline script keeps its hash; the loader adds its own.
    expect(inlineScriptHashes(rewritten)).toEqual(expect.arrayContaining(inlineScriptHashes(html.toString("utf8"))));
    expect(inlineScriptHashes(rewritten)).toHaveLength(inlineScriptHashes(html.toString("utf8")).length + 1);
  });

  it("leaves scripts from elsewhere and escaped text alone", () => {
    const html = page(
      `<script src="https://cdn.example.com/_next/static/x.js" async=""></script>`,
      `<p>&lt;script src="/_next/static/chunks/a.js" async=""&gt;&lt;/script&gt;</p>`,
    );
    expect(deferChunkScripts(html).toString("utf8")).toBe(html.toString("utf8"));
    expect(loaderChunks(html.toString("utf8"))).toEqual([]);
  });

  /** Runs the loader against a stand-in document: what it appends, and the events that let it go. */
  function runLoader(options: { readyState: "loading" | "interactive"; paintTimings: boolean }) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const PerformanceObserver = Object.assign(
      function (callback: typeof observer) {
        observer = callback;
        return { observe: () => {}, disconnect: () => (observer = undefined) };
      },
      { supportedEntryTypes: options.paintTimings ? ["paint", "resource"] : ["resource"] },
    );
    const context = {
      PerformanceObserver,
      self: { PerformanceObserver },
      document: {
        readyState: options.readyState,
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        createElement: () => ({ src: "", async: false }),
        head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
      },
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    const source = chunkLoader(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]).replace(/^<script>|<\/script>$/g, "");
    vm.runInNewContext(source, context);
    const paint = (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    return { appended, parsed: () => listeners.DOMContentLoaded?.(), paint, timeout: () => timers.forEach((timer) => timer()) };
  }

  it("adds the chunks, async, only once the document is parsed and its first contentful paint is reported", () => {
    const loader = runLoader({ readyState: "loading", paintTimings: true });
    loader.paint("first-paint");
    loader.parsed();
    expect(loader.appended).toEqual([]);
    loader.paint("first-contentful-paint");
    expect(loader.appended).toEqual([
      { src: "/_next/static/chunks/a.js", async: true },
      { src: "/_next/static/chunks/b.js", async: true },
    ]);
    // A late timer adds nothing twice.
    loader.timeout();
    expect(loader.appended).toHaveLength(2);
  });

  it("waits for the parse when the paint comes first, and gives up waiting for a paint after its timer", () => {
    const painted = runLoader({ readyState: "loading", paintTimings: true });
    painted.paint("first-contentful-paint");
    expect(painted.appended).toEqual([]);
    painted.parsed();
    expect(painted.appended).toHaveLength(2);

    const hidden = runLoader({ readyState: "interactive", paintTimings: true });
    expect(hidden.appended).toEqual([]);
    hidden.timeout();
    expect(hidden.appended).toHaveLength(2);
  });

  it("is written for the oldest browsers Next builds for (no optional chaining or nullish coalescing)", () => {
    const source = chunkLoader(["/_next/static/chunks/a.js"]);
    expect(source).not.toMatch(/\?\.|\?\?/);
  });

  it("runs the chunks when the document is parsed in a browser without paint timings", () => {
    const loader = runLoader({ readyState: "loading", paintTimings: false });
    expect(loader.appended).toEqual([]);
    loader.parsed();
    expect(loader.appended).toHaveLength(2);
  });
});
