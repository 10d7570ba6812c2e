import { useEffect, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { IslandDefinition } from "./define";
import { HydratedSlot } from "./island";
import { pickMessages, type IslandPageData } from "./page-data";
import { IslandRoot } from "./root";

// In page-data.ts, which loads no React: the islands entry (src/app/islands-entry.tsx) reads them before it loads this module.
export { ISLANDS_READY_EVENT, readPageData } from "./page-data";

/** Each island's code by name (src/app/islands.ts): one chunk each, loaded when the island hydrates. */
export type IslandLoaders = Readonly<Record<string, () => Promise<{ default: IslandDefinition<never> }>>>;

/** The island's own slot (its children's HTML), not one of an island inside it. */
function ownSlot(element: HTMLElement): HTMLElement | null {
  for (const slot of element.querySelectorAll<HTMLElement>("onsite-slot")) if (slot.closest("onsite-island") === element) return slot;
  return null;
}

const hydrated = new WeakSet<Element>();
/** Each hydrated island's root (a member's refresh unmounts those it takes off the page). */
const roots = new WeakMap<Element, Root>();

/** The `<onsite-island>` elements of `nodes`, themselves included, innermost last. */
export function islandsIn(nodes: readonly Node[]): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    if (node.localName === "onsite-island") found.push(node);
    found.push(...node.querySelectorAll<HTMLElement>("onsite-island"));
  }
  return found;
}

/** Unmounts the islands' roots in `nodes` (taken off the page by a member's refresh), innermost first. */
export function unmountIslands(nodes: readonly Node[]): void {
  for (const element of islandsIn(nodes).reverse()) {
    const root = roots.get(element);
    if (!root) continue;
    roots.delete(element);
    try {
      root.unmount();
    } catch (error) {
      console.error("An island did not unmount.", error);
    }
  }
}

/** Hydrates one island in a root of its own, with the id prefix the server rendered it with. */
export async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders, page: IslandPageData): Promise<void> {
  if (hydrated.has(element)) return;
  hydrated.add(element);
  const name = element.dataset.island ?? "";
  const load = loaders[name];
  if (!load) throw new Error(`No island is named "${name}".`);
  const definition = (await load()).default as IslandDefinition<Record<string, unknown>>;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  const slot = ownSlot(element);
  const Component = definition.Component as ComponentType<Record<string, unknown>>;
  const island = (
    <IslandRoot page={{ ...page, messages: pickMessages(page.messages, definition.texts) }}>
      <Component {...props}>{slot ? <HydratedSlot html={slot.innerHTML} /> : undefined}</Component>
      <AfterHydration element={element} />
    </IslandRoot>
  );
  const root = hydrateRoot(element, island, {
    identifierPrefix: `i${element.dataset.n ?? ""}-`,
    onRecoverableError: (error) => console.error(`Island ${name}:`, error),
  });
  roots.set(element, root);
  element.dataset.hydrated = "";
}

/** Field types a visitor types text into. */
const TYPED = new Set(["text", "search", "email", "tel", "url", "number", "password"]);

/**
 * Runs once the island's root has hydrated (its effects run last): text a visitor typed into
 * the island's fields before its code was there (the first key started it) is kept by the
 * browser but not heard by the component, whose state still says what the server rendered. Each
 * such field is typed into again (an `input` event React hears), so the search searches and
 * the form sends what the visitor sees.
 */
function AfterHydration({ element }: { element: HTMLElement }) {
  useEffect(() => {
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
      if (field.closest("onsite-island") !== element) continue;
      if (field instanceof HTMLInputElement && !TYPED.has(field.type)) continue;
      // React set `defaultValue` to the value it rendered; the field shows what was typed.
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      // Through React's own setter (it notes the value it holds), then the browser's (unnoticed): React sees a change.
      field.value = field.defaultValue;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, [element]);
  return null;
}

/**
 * The islands entry's work: every `<onsite-island>` of the page hydrates when its
 * `data-hydrate` says (at once; when on screen; on the first pointer, focus or touch). A
 * press that arrives before an `interaction` island's code is pressed again once it has
 * hydrated. Answers when the islands due at load (those on screen included) have hydrated
 * (the entry fires `ISLANDS_READY_EVENT` once these and the widget layer are mounted).
 */
export function startIslands(loaders: IslandLoaders, page: IslandPageData, root: ParentNode = document): Promise<void> {
  return hydrateWhenDue([...root.querySelectorAll<HTMLElement>("onsite-island")], loaders, page);
}

/** `islands` hydrate when their `data-hydrate` says (startIslands' rule; a member's refresh hands the islands it put in). */
export async function hydrateWhenDue(islands: readonly HTMLElement[], loaders: IslandLoaders, page: IslandPageData): Promise<void> {
  const due: Promise<void>[] = [];
  const islandOf = new Map<Element, HTMLElement>();
  let firstCheck: (() => void) | null = null;
  const firstChecked = new Promise<void>((resolve) => (firstCheck = resolve));
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const island = islandOf.get(entry.target);
            // Those on screen at the first answer are due before the ready event; later ones hydrate as they come.
            if (island) (firstCheck ? due : []).push(hydrateIsland(island, loaders, page));
          }
          firstCheck?.();
          firstCheck = null;
        })
      : null;
  let observed = 0;
  for (const element of islands) {
    const how = element.dataset.hydrate;
    if (how === "load" || !observer) due.push(hydrateIsland(element, loaders, page));
    else if (how === "visible") {
      const box = contentsBox(element);
      islandOf.set(box, element);
      observer.observe(box);
      observed++;
    } else onFirstInteraction(element, () => hydrateIsland(element, loaders, page));
  }
  // The observer's first answer says which islands are on screen now: those are due too.
  if (observed > 0) await firstChecked;
  await Promise.allSettled(due);
}

/**
 * A display: contents element has no box to observe: its first child with a box stands for it,
 * or, when nothing inside has one of its own (the hero's animated background is empty, a video
 * placeholder's span is `contents`, the basket's boundary starts with a `<template>`), the
 * nearest ancestor that has one.
 */
function contentsBox(element: HTMLElement): Element {
  for (const child of element.children) if (child.getClientRects().length > 0) return child;
  let parent = element.parentElement;
  while (parent?.parentElement && parent.getClientRects().length === 0) parent = parent.parentElement;
  return parent ?? element;
}

function onFirstInteraction(element: HTMLElement, hydrate: () => Promise<void>) {
  const events = ["focusin", "touchstart"] as const;
  let pressed: Element | null = null;
  // Listened for until the island has hydrated: a press comes after the pointer that started the hydration.
  const onPress = (event: Event) => {
    // Once its root is there (`data-hydrated`), React hears the press itself: not pressed twice.
    if (element.dataset.hydrated !== undefined) return;
    pressed = event.target as Element;
    start();
  };
  let hovered: Element | null = null;
  const onHover = (event: Event) => {
    hovered = event.target as Element;
    start();
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of events) element.removeEventListener(name, start);
    element.removeEventListener("pointerover", onHover);
    void hydrate()
      .catch((error: unknown) => console.error("An island did not hydrate.", error))
      .then(() => {
        element.removeEventListener("click", onPress, true);
        // Dispatched, not `.click()`: the press may have landed on an SVG icon inside the button.
        if (pressed?.isConnected && !followsItself(pressed))
          pressed.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
        // A pointer that came over the island before it hydrated is still over it: React hears it come (a menu opens on hover).
        else if (hovered?.isConnected && hovered.matches(":hover")) {
          hovered.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
          hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        }
      });
  };
  for (const name of events) element.addEventListener(name, start, { passive: true });
  element.addEventListener("pointerover", onHover, { passive: true });
  element.addEventListener("click", onPress, true);
}

/** A press the browser answers without scripts (a link followed, a form posted to its handler): not pressed again. */
function followsItself(target: Element): boolean {
  if (target.closest("a[href]")) return true;
  const control = target.closest("button, input");
  return (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === "submit" && control.form !== null;
}
