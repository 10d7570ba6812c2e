// A member's refresh on a page the islands renderer wrote (issue 40, step 4): the page's fresh
// HTML is morphed into the live one, in place. What the server wrote and did not change is
// left alone (the Edit buttons in it keep their focus); an island whose HTML changed is taken
// off with its root and the new one hydrates; the places where client roots portal their
// content (the editing shell's slots, the widgets' slots) keep that content.
import { islandsIn, unmountIslands } from "./client";

/**
 * Elements whose children belong to a client root, not to the server: the editing shell's Edit
 * buttons, "Add section here" and editor actions; the widget layer's widgets. Their attributes
 * follow the server, their children stay.
 */
const PORTAL_TARGETS = "[data-block-edit-slot], [data-block-insert], [data-editor-open], [data-widget-slot]";
/** Attributes set in the browser on server elements, which the fresh HTML does not have. */
const CLIENT_ATTRIBUTES = new Set(["data-block-highlight", "data-hydrated"]);

/** What a swap did: the islands it put in (to hydrate) and how many nodes it changed. */
export type SwapResult = { added: HTMLElement[]; changed: number };

type Swap = {
  /** The previous fresh document's islands, by `data-n`: an island is unchanged when its HTML there equals its HTML now. */
  before: Map<string, string>;
  added: Node[];
  removed: Node[];
  changed: number;
};

/** The islands of a server document by their `data-n`, as the server wrote them. */
export function islandHtmlByNumber(doc: ParentNode): Map<string, string> {
  const map = new Map<string, string>();
  for (const island of doc.querySelectorAll<HTMLElement>("onsite-island")) if (island.dataset.n) map.set(island.dataset.n, island.outerHTML);
  return map;
}

function keyOf(node: Node): string | null {
  if (!(node instanceof Element)) return null;
  const type = node.getAttribute("data-block-type");
  const id = node.getAttribute("data-block-id");
  if (type && id) return `block:${type}:${id}`;
  return node.id ? `#${node.id}` : null;
}

/** A container a client root put among the server's nodes (`data-client-root`): never swapped. */
const isClientNode = (node: Node) => node instanceof Element && node.hasAttribute("data-client-root");

const sameKind = (a: Node, b: Node) => a.nodeType === b.nodeType && (!(a instanceof Element) || a.localName === (b as Element).localName);

function syncAttributes(live: Element, next: Element) {
  for (const { name } of [...live.attributes]) if (!next.hasAttribute(name) && !CLIENT_ATTRIBUTES.has(name)) live.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) if (live.getAttribute(name) !== value) live.setAttribute(name, value);
}

/** A node of the fresh document, taken into this one; the widgets' slots it has take the live ones' place (their widgets stay mounted). */
function adopt(next: Node, swap: Swap, replacing?: Node): Node {
  const node = document.importNode(next, true);
  if (replacing instanceof Element && node instanceof Element) {
    const oldSlots = [...replacing.querySelectorAll("[data-widget-slot]")];
    for (const slot of node.querySelectorAll("[data-widget-slot]")) {
      const at = oldSlots.findIndex((old) => old.getAttribute("data-widget-slot") === slot.getAttribute("data-widget-slot"));
      if (at >= 0) slot.replaceWith(oldSlots.splice(at, 1)[0]!);
    }
  }
  swap.added.push(node);
  swap.changed++;
  return node;
}

/**
 * Both the same kind of client roots' place, or neither: a widget slot of the same place, an Edit
 * button's, an insert place's, an editor action's (their children are a client root's, never morphed
 * into another element's, nor another element's into theirs).
 */
const sameSlot = (a: Node, b: Node) =>
  !(a instanceof Element) ||
  !(b instanceof Element) ||
  (a.getAttribute("data-widget-slot") === b.getAttribute("data-widget-slot") &&
    ["data-block-edit-slot", "data-block-insert", "data-editor-open"].every((name) => a.hasAttribute(name) === b.hasAttribute(name)));

/** `live` made like `next`: the node to keep in its place (itself, or a new one when they cannot be matched). */
function morphNode(live: Node, next: Node, swap: Swap): Node {
  if (!sameKind(live, next) || !sameSlot(live, next)) return adopt(next, swap, live);
  if (!(live instanceof Element)) {
    if (live.nodeValue !== next.nodeValue) {
      live.nodeValue = next.nodeValue;
      swap.changed++;
    }
    return live;
  }
  const element = next as Element;
  if (live.localName === "onsite-island") {
    const before = swap.before.get(live.getAttribute("data-n") ?? "");
    const unchanged = before === undefined ? live.getAttribute("data-hydrated") === null && live.outerHTML === element.outerHTML : before === element.outerHTML;
    return unchanged ? live : adopt(next, swap, live);
  }
  syncAttributes(live, element);
  if (!live.matches(PORTAL_TARGETS)) morphChildren(live, element, swap);
  return live;
}

/**
 * `live`'s children made like `next`'s: blocks and elements with an id matched by key, the rest in order.
 * `isClient`: the children that belong to a client root (kept where they are). Answers the children now.
 */
export function morphChildren(live: Node, next: Node, swap: Swap, isClient: (node: Node) => boolean = isClientNode): Node[] {
  const all = [...live.childNodes];
  const olds = all.filter((node) => !isClient(node));
  const keyed = new Map<string, Node>();
  for (const old of olds) {
    const key = keyOf(old);
    if (key) keyed.set(key, old);
  }
  const used = new Set<Node>();
  const keptFor = new Map<Node, Node>();
  const result: Node[] = [];
  let cursor = 0;
  for (const child of [...next.childNodes]) {
    const key = keyOf(child);
    let match: Node | undefined;
    if (key) match = keyed.get(key);
    else {
      while (cursor < olds.length && (used.has(olds[cursor]!) || keyOf(olds[cursor]!))) cursor++;
      const candidate = (node: Node) => !used.has(node) && !keyOf(node) && sameKind(node, child) && sameSlot(node, child);
      if (cursor < olds.length && candidate(olds[cursor]!)) match = olds[cursor++];
      else if (child instanceof Element) {
        // A part this page has and the other not (another page's bottom navigation): the same element further on.
        const at = olds.findIndex((node, i) => i > cursor && candidate(node) && (node as Element).getAttribute("class") === child.getAttribute("class"));
        if (at >= 0) {
          match = olds[at];
          cursor = at + 1;
        }
      }
    }
    if (match && !used.has(match)) {
      used.add(match);
      const kept = morphNode(match, child, swap);
      if (kept !== match) swap.removed.push(match);
      keptFor.set(match, kept);
      result.push(kept);
    } else result.push(adopt(child, swap));
  }
  for (const old of olds) if (!used.has(old)) swap.removed.push(old);
  // A client root's container stays before the node it was before (or last).
  for (const [i, node] of all.entries()) {
    if (!isClient(node)) continue;
    const following = all.slice(i + 1).find((other) => !isClient(other) && keptFor.has(other));
    const at = following ? result.indexOf(keptFor.get(following)!) : -1;
    result.splice(at < 0 ? result.length : at, 0, node);
  }
  // In place: nodes already where they belong are not moved (a moved element loses its focus).
  result.forEach((node, index) => {
    const at = live.childNodes[index];
    if (at !== node) live.insertBefore(node, at ?? null);
  });
  const keep = new Set(result);
  for (const node of [...live.childNodes]) if (!keep.has(node)) node.parentNode?.removeChild(node);
  return result;
}

/**
 * Morphs `fresh` (the page's fresh HTML, parsed, or another page's of the site) into the live page.
 * `server`: the live body's nodes the server wrote (client roots' containers appended to `<body>`
 * are not among them); `before`: the islands' HTML in the previous fresh document
 * (islandHtmlByNumber). The body's children are matched as any element's (another page may have a
 * part this one has not: the bottom navigation); the nodes of client roots stay where they are.
 * Islands taken off are unmounted; the caller hydrates `added`.
 */
export function swapBody(server: Node[], fresh: Document, before: Map<string, string>): SwapResult & { server: Node[] } {
  const swap: Swap = { before, added: [], removed: [], changed: 0 };
  const ours = new Set(server);
  const isClient = (node: Node) => isClientNode(node) || !ours.has(node);
  const clients = new Set<Node>([...document.body.childNodes].filter(isClient));
  const children = morphChildren(document.body, fresh.body, swap, isClient);
  unmountIslands(swap.removed);
  return { added: islandsIn(swap.added), changed: swap.changed, server: children.filter((node) => !clients.has(node)) };
}
