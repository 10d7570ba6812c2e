import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WIDGET_PLACES } from "@/features/site";
import { WIDGETS } from "./widgets";

describe("the visitor widgets list", () => {
  it("names each widget once, each in a known place", () => {
    const widgets = WIDGETS;
    const ids = widgets.map((widget) => widget.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const widget of widgets) expect(WIDGET_PLACES, widget.id).toContain(widget.place);
  });

  it("has the chrome's per-visitor parts, which stay off the pages without the chrome (spec/site-admin.md §2.2)", () => {
    const chrome = WIDGETS.filter((widget) => ["account", "cart", "footer-profile"].includes(widget.id));
    expect(chrome.map((widget) => widget.place).sort()).toEqual(["footer-profile", "header-account", "header-cart"]);
    const settings = {
      organization: { id: 1, name: "Acme", type: "retail" as const },
      siteTitle: null,
      locale: "en" as const,
      timeZone: "UTC",
      defaultLanguage: "en",
    };
    for (const widget of chrome) {
      expect(widget.shouldMount("/", settings), widget.id).toBe(true);
      expect(widget.shouldMount("/login", settings), widget.id).toBe(false);
      expect(widget.shouldMount("/help-center/article", settings), widget.id).toBe(false);
    }
  });
});

describe("the features' widget modules", () => {
  it("that hold an import() of a widget's code are client modules (docs/decisions.md, rule (1) of the chrome round)", () => {
    const features = path.resolve(import.meta.dirname, "../features");
    const modules = fs
      .readdirSync(features)
      .map((feature) => path.join(features, feature, "widgets.ts"))
      .filter((file) => fs.existsSync(file));
    expect(modules.length).toBeGreaterThan(0);
    const offending = modules.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      return source.includes("import(") && !/^["']use client["'];/.test(source);
    });
    expect(offending.map((file) => path.relative(features, file))).toEqual([]);
  });
});
