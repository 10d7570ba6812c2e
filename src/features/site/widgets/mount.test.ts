import { describe, expect, it } from "vitest";
import { reservedTopOffset, topOffset, TOP_BANNER_HEIGHT_PX, widgetsReady, widgetsToMount } from "./mount";
import type { WidgetDefinition, WidgetPlace, WidgetSettings } from "@/ui/widgets/types";

const settings: WidgetSettings = {
  organization: { id: 1, name: "Acme", type: "retail" },
  siteTitle: "Acme",
  locale: "en",
  timeZone: "Europe/Warsaw",
  defaultLanguage: "en",
  languages: ["en", "pl"],
};

const never = () => Promise.reject(new Error("not loaded in this test"));
const widget = (
  id: string,
  place: WidgetPlace,
  shouldMount: WidgetDefinition["shouldMount"],
  reserveTop?: WidgetDefinition["reserveTop"],
): WidgetDefinition => ({ id, place, shouldMount, load: never, reserveTop });

describe("widgetsToMount", () => {
  const cart = widget("cart", "header-cart", () => true);
  const account = widget("account", "header-account", (path) => path !== "/login");
  const polish = widget("polish-only", "overlay", (_path, s) => s.locale === "pl");
  const broken = widget("broken", "overlay", () => {
    throw new Error("broken");
  });
  const all = [cart, account, polish, broken];

  it("mounts the widgets whose place has a slot and whose shouldMount says yes, in the list's order", () => {
    const places = new Set<WidgetPlace>(["header-cart", "header-account", "overlay"]);
    expect(widgetsToMount(all, places, "/", settings).map((w) => w.id)).toEqual(["cart", "account"]);
    expect(widgetsToMount(all, places, "/login", settings).map((w) => w.id)).toEqual(["cart"]);
    expect(widgetsToMount(all, places, "/", { ...settings, locale: "pl" }).map((w) => w.id)).toEqual(["cart", "account", "polish-only"]);
  });

  it("loads no widget whose place the page has no slot for", () => {
    expect(widgetsToMount(all, new Set<WidgetPlace>(["overlay"]), "/", settings)).toEqual([]);
    expect(widgetsToMount(all, new Set<WidgetPlace>(), "/", settings)).toEqual([]);
  });

  it("takes only a plain true as yes", () => {
    const truthy = widget("truthy", "overlay", (() => "yes") as never);
    expect(widgetsToMount([truthy], new Set<WidgetPlace>(["overlay"]), "/", settings)).toEqual([]);
  });
});

describe("the room above the header", () => {
  const banner = (id: string, paths: string[]) =>
    widget(
      id,
      "overlay",
      (path) => paths.includes(path),
      () => TOP_BANNER_HEIGHT_PX,
    );

  it("reserves 56 px per fixed top banner that mounts on the path, and nothing for widgets without reserveTop", () => {
    const widgets = [banner("sale", ["/", "/offers"]), banner("notice", ["/"]), widget("cart", "header-cart", () => true)];
    expect(reservedTopOffset(widgets, "/", settings)).toBe(112);
    expect(reservedTopOffset(widgets, "/offers", settings)).toBe(56);
    expect(reservedTopOffset(widgets, "/about", settings)).toBe(0);
  });

  it("counts a broken or nonsensical reservation as nothing", () => {
    const odd = [
      widget(
        "nan",
        "overlay",
        () => true,
        () => Number.NaN,
      ),
      widget(
        "negative",
        "overlay",
        () => true,
        () => -56,
      ),
      widget(
        "throws",
        "overlay",
        () => true,
        () => {
          throw new Error("broken");
        },
      ),
      widget(
        "fraction",
        "overlay",
        () => true,
        () => 55.6,
      ),
    ];
    expect(reservedTopOffset(odd, "/", settings)).toBe(56);
  });

  it("follows the heights the mounted banners report: a closed one reports 0", () => {
    expect(
      topOffset(
        new Map([
          ["sale", 56],
          ["notice", 56],
        ]),
      ),
    ).toBe(112);
    expect(
      topOffset(
        new Map([
          ["sale", 56],
          ["notice", 0],
        ]),
      ),
    ).toBe(56);
    expect(topOffset(new Map())).toBe(0);
  });
});

describe("widgetsReady", () => {
  const banners = widget("banners", "overlay", () => true);
  const help: WidgetDefinition = { ...widget("help", "overlay", () => true), after: ["banners"] };
  const cart = widget("cart", "header-cart", () => true);
  const ids = (ready: { definition: WidgetDefinition }[]) => ready.map((entry) => entry.definition.id);
  const loaded = (...names: string[]) => new Map(names.map((name) => [name, name]));

  it("holds a widget back until those it mounts after are loaded, and mounts them in the list's order", () => {
    const chosen = [cart, banners, help];
    expect(ids(widgetsReady(chosen, loaded("cart", "help"), new Set()))).toEqual(["cart"]);
    expect(ids(widgetsReady(chosen, loaded("cart", "help", "banners"), new Set()))).toEqual(["cart", "banners", "help"]);
  });

  it("waits for no widget that does not mount on the page, nor for one whose code failed to load", () => {
    expect(ids(widgetsReady([cart, help], loaded("help"), new Set()))).toEqual(["help"]);
    expect(ids(widgetsReady([banners, help], loaded("help"), new Set(["banners"])))).toEqual(["help"]);
  });
});
