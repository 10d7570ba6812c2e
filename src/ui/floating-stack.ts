"use client";

/**
 * One stack for everything fixed at the bottom of the window (docs/decisions.md
 * "Floating layers", issue 36), so no layer covers another: each layer reports its
 * measured height, and reads where it stands as a CSS custom property on <html>,
 * `--onsite-bottom-<layer>` (px from the window's bottom). From the bottom up: the
 * breadcrumb bar, the bottom banners, side banners as bottom sheets (phones), then,
 * in the right corner, the members' launcher, the help pill, the Schedule Meeting pill
 * and the compact launcher that stands for both on phones. The body keeps a bottom
 * padding equal to what floats over the page (`--onsite-bottom-padding`, globals.css),
 * so the page's last content can be scrolled clear of it. Only the browser sets these
 * (the server HTML is the same for everyone): a layer measures itself before its first
 * paint, then follows its size (ResizeObserver).
 */
export const FLOATING_LAYERS = ["breadcrumbs", "banners", "sheets", "editing", "help", "meetings", "launcher"] as const;
export type FloatingLayer = (typeof FLOATING_LAYERS)[number];

/** Layers across the whole width; the others stand in the right corner, above them. */
const FULL_WIDTH: ReadonlySet<FloatingLayer> = new Set(["breadcrumbs", "banners", "sheets"]);
/** Layers whose room the page's own HTML already holds (the breadcrumb bar's spacer after the footer). */
const RESERVED: ReadonlySet<FloatingLayer> = new Set(["breadcrumbs"]);
/** Space between the corner's controls, and between them and what is under them. */
export const FLOATING_GAP = 16;

export type Stack = { offsets: Record<FloatingLayer, number>; total: number; padding: number };

/** Where each layer stands, given the heights of the mounted ones (a layer of height 0, e.g. hidden, takes no room). Pure. */
export function stackLayers(heights: ReadonlyMap<FloatingLayer, number>): Stack {
  const offsets = {} as Record<FloatingLayer, number>;
  let full = 0;
  for (const layer of FLOATING_LAYERS) {
    if (!FULL_WIDTH.has(layer)) continue;
    offsets[layer] = full;
    full += heights.get(layer) ?? 0;
  }
  let corner = full + FLOATING_GAP;
  let cornerUsed = false;
  for (const layer of FLOATING_LAYERS) {
    if (FULL_WIDTH.has(layer)) continue;
    offsets[layer] = corner;
    const height = heights.get(layer) ?? 0;
    if (height > 0) {
      corner += height + FLOATING_GAP;
      cornerUsed = true;
    }
  }
  const total = cornerUsed ? corner : full;
  let reserved = 0;
  for (const layer of RESERVED) reserved += heights.get(layer) ?? 0;
  return { offsets, total, padding: Math.max(0, total - reserved) };
}

/** The CSS value of a layer's distance from the window's bottom, for its `bottom` style. */
export const floatingBottom = (layer: FloatingLayer) => `var(--onsite-bottom-${layer}, ${stackLayers(new Map()).offsets[layer]}px)`;

const heights = new Map<FloatingLayer, number>();
/** The custom properties as last written on <html>, so a write touches only what changed. */
let written = new Map<string, string>();

function write() {
  const stack = heights.size === 0 ? null : stackLayers(heights);
  const wanted = new Map<string, string>();
  if (stack) {
    for (const layer of FLOATING_LAYERS) wanted.set(`--onsite-bottom-${layer}`, `${stack.offsets[layer]}px`);
    wanted.set("--onsite-bottom-total", `${stack.total}px`);
    wanted.set("--onsite-bottom-padding", `${stack.padding}px`);
  }
  const style = document.documentElement.style;
  for (const name of written.keys()) if (!wanted.has(name)) style.removeProperty(name);
  for (const [name, value] of wanted) if (written.get(name) !== value) style.setProperty(name, value);
  written = wanted;
}

/**
 * One write for the layers measured in one task (a commit mounts several), before the next
 * paint: a custom property set on <html> makes the browser work out the whole page's style
 * and layout again, so writing after each measurement made the next one force it.
 */
let writeDue = false;
function writeSoon() {
  if (writeDue) return;
  writeDue = true;
  queueMicrotask(() => {
    writeDue = false;
    write();
  });
}

const refs = new Map<FloatingLayer, (element: HTMLElement | null) => () => void>();

/**
 * The ref for a layer's element (stable per layer): from its mounting (before the
 * first paint) it counts with its height in the stack, and no more once unmounted.
 * One element per layer at a time.
 */
export function floatingLayer(layer: FloatingLayer) {
  let ref = refs.get(layer);
  if (!ref) {
    ref = (element: HTMLElement | null) => {
      if (!element) return () => {};
      const measure = () => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (heights.get(layer) === height) return;
        heights.set(layer, height);
        writeSoon();
      };
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => {
        observer.disconnect();
        heights.delete(layer);
        writeSoon();
      };
    };
    refs.set(layer, ref);
  }
  return ref;
}
