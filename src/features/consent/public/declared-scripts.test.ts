import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsentDetail, PublicCookieCategory } from "../consent-client";
import { loadDeclaredScripts, withdrawsLoadedScript } from "./declared-scripts";

const categories: PublicCookieCategory[] = [
  { id: 1, name: "Essential", description: "", cookie_service: [{ id: 10, name: "Session", description: "", active: true, script_url: null }] },
  {
    id: 2,
    name: "Analytics",
    description: "",
    cookie_service: [
      { id: 20, name: "Stats", description: "", active: false, script_url: "https://analytics.example/script.js" },
      { id: 21, name: "Broken", description: "", active: false, script_url: "javascript:alert(1)" },
    ],
  },
  { id: 3, name: "Marketing", description: "", cookie_service: [{ id: 30, name: "Ads", description: "", active: false, script_url: "https://ads.example/a.js" }] },
];
const detail = (granted: number[]): ConsentDetail => ({ granted, denied: [], services: [], gpc: false });

describe("declared scripts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("appends an async script per granted service's http(s) address, never before it is granted, never twice; a withdrawal of a loaded one asks for a reload", () => {
    const appended: { src: string; async: boolean; dataset: Record<string, string> }[] = [];
    vi.stubGlobal("document", {
      createElement: () => ({ src: "", async: false, dataset: {} }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    });
    expect(loadDeclaredScripts(categories, detail([10]))).toEqual([]);
    expect(withdrawsLoadedScript(detail([10]))).toBe(false);
    expect(loadDeclaredScripts(categories, detail([10, 20, 21]))).toEqual(["https://analytics.example/script.js"]);
    expect(appended).toEqual([{ src: "https://analytics.example/script.js", async: true, dataset: { consentScript: "20" } }]);
    expect(loadDeclaredScripts(categories, detail([10, 20, 21, 30]))).toEqual(["https://ads.example/a.js"]);
    expect(loadDeclaredScripts(categories, detail([10, 20, 30]))).toEqual([]);
    expect(appended).toHaveLength(2);
    expect(withdrawsLoadedScript(detail([10, 20, 30]))).toBe(false);
    expect(withdrawsLoadedScript(detail([10, 20]))).toBe(true);
  });
});
