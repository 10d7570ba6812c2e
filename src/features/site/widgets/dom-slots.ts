import { WIDGET_PLACES, type WidgetPlace } from "@/ui/widgets/types";

/** What the islands' widget layer reads of a slot element (`[data-widget-slot]`): its place. */
export type SlotElement = { dataset: { widgetSlot?: string } };

export const SLOT_SELECTOR = "[data-widget-slot]";
/** A slot's fallback (src/ui/widgets/widget-slot.tsx), hidden once a widget of its place has mounted. */
export const FALLBACK_SELECTOR = ":scope > [data-widget-fallback]";

const isPlace = (value: string | undefined): value is WidgetPlace => (WIDGET_PLACES as readonly string[]).includes(value ?? "");

/** The slots of `root`'s HTML whose place is a known one, in document order. */
export function findSlots(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(SLOT_SELECTOR)].filter((slot) => isPlace(slot.dataset.widgetSlot));
}

/** The places that have a slot on the page (what `widgetsToMount` needs). */
export function slotPlaces(slots: readonly SlotElement[]): Set<WidgetPlace> {
  const places = new Set<WidgetPlace>();
  for (const slot of slots) if (isPlace(slot.dataset.widgetSlot)) places.add(slot.dataset.widgetSlot);
  return places;
}

/**
 * Each slot with the mounted widgets of its place, in the list's order (the order
 * `widgetsReady` keeps), as the App Router's `WidgetSlot` renders them: every slot of a
 * place shows all of that place's widgets.
 */
export function widgetsBySlot<S extends SlotElement, W extends { definition: { place: WidgetPlace } }>(
  slots: readonly S[],
  mounted: readonly W[],
): { slot: S; widgets: W[] }[] {
  return slots.map((slot) => ({ slot, widgets: mounted.filter((widget) => widget.definition.place === slot.dataset.widgetSlot) }));
}
