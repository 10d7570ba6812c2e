import { describe, expect, it } from "vitest";
import { findSlots, slotPlaces, widgetsBySlot } from "./dom-slots";
import { widgetsReady, widgetsToMount } from "./mount";
import type { WidgetDefinition, WidgetPlace, WidgetSettings } from "@/ui/widgets/types";

const settings: WidgetSettings = {
  organization: { id: 1, name: "Acme", type: "retail" },
  siteTitle: "Acme",
  locale: "en",
  timeZone: "UTC",
  defaultLanguage: "en",
};
const never = () => Promise.reject(new Error("not loaded in this test"));
const widget = (id: string, place: WidgetPlace, after?: string[]): WidgetDefinition => ({
  id,
  place,
  shouldMount: (path) => path !== "/login",
  load: never,
  after,
});

/** A slot element as the page's HTML has it (`<div data-widget-slot="...">`). */
const slot = (place: string) => ({ dataset: { widgetSlot: place } }) as unknown as HTMLElement;
/** A document whose `[data-widget-slot]` elements are `slots`, in document order. */
const pageWith = (slots: HTMLElement[]) =>
  ({ querySelectorAll: (selector: string) => (selector === "[data-widget-slot]" ? slots : []) }) as unknown as ParentNode;

describe("the islands' widget layer: slots found in the page's HTML", () => {
  const pageStart = slot("page-start");
  const cart = slot("header-cart");
  const account = slot("header-account");
  const footer = slot("footer-profile");
  const overlay = slot("overlay");

  it("finds the slots of known places in document order, and the places they offer", () => {
    const slots = findSlots(pageWith([pageStart, cart, slot("sidebar"), account, footer, overlay]));
    expect(slots).toEqual([pageStart, cart, account, footer, overlay]);
    expect([...slotPlaces(slots)]).toEqual(["page-start", "header-cart", "header-account", "footer-profile", "overlay"]);
  });

  it("chooses the widgets whose place has a slot, as the App Router's layer does (no footer slot: no footer widget)", () => {
    const list = [widget("cart", "header-cart"), widget("footer-profile", "footer-profile"), widget("consent", "page-start")];
    expect(widgetsToMount(list, slotPlaces([cart, pageStart]), "/", settings).map((w) => w.id)).toEqual(["cart", "consent"]);
    expect(widgetsToMount(list, slotPlaces([cart, pageStart]), "/login", settings)).toEqual([]);
  });

  it("puts each mounted widget into every slot of its place, in the list's order, an `after` widget once those it waits for settled", () => {
    const chosen = [widget("consent", "page-start"), widget("banners", "overlay"), widget("help", "overlay"), widget("meetings", "overlay", ["banners"])];
    const slots = [pageStart, overlay, slot("overlay")];
    const ids = (loaded: string[], failed: string[] = []) =>
      widgetsBySlot(slots, widgetsReady(chosen, new Map(loaded.map((id) => [id, id])), new Set(failed))).map(({ slot, widgets }) => [
        slot.dataset.widgetSlot,
        widgets.map((w) => w.definition.id),
      ]);
    // Meetings waits for the banners; the consent banner goes to its own place only.
    expect(ids(["meetings", "help", "consent"])).toEqual([
      ["page-start", ["consent"]],
      ["overlay", ["help"]],
      ["overlay", ["help"]],
    ]);
    expect(ids(["meetings", "help", "banners"])).toEqual([
      ["page-start", []],
      ["overlay", ["banners", "help", "meetings"]],
      ["overlay", ["banners", "help", "meetings"]],
    ]);
    // Banners whose code failed to load hold nothing back.
    expect(ids(["meetings"], ["banners"])[1]).toEqual(["overlay", ["meetings"]]);
  });
});
