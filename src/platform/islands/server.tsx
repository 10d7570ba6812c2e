import type { ComponentType, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { collecting, type CollectedIsland } from "./collector";
import { pickMessages, type IslandPageData } from "./page-data";
import { IslandRoot } from "./root";

/** The id prefix of island `n`'s root, on the server and in the browser (`useId` values match). */
export const islandIdPrefix = (n: number) => `i${n}-`;

export type RenderedIslands = {
  /** The document's HTML, each island filled in. */
  html: string;
  /** The islands' names, once each, in the order met. */
  islands: string[];
  /** Every text the page's islands declare. */
  texts: string[];
};

/** Marks where island `n`'s own render puts its children's HTML. */
function SlotMark({ n }: { n: number }) {
  return <onsite-slot data-n={n} />;
}

/**
 * Renders `document` (synchronous components, data loaded before) with
 * `react-dom/server` once: each island leaves its place (`<onsite-island data-n>`) with its
 * children rendered inside it, in the page's contexts. Then each island renders alone, as
 * the browser will hydrate it (`IslandRoot`, its declared messages only, its own id
 * prefix), and takes its place, its children's HTML in its slot. Islands inside an
 * island's children come later in the list and are filled in turn.
 */
export function renderWithIslands(document: ReactElement, page: IslandPageData): RenderedIslands {
  const met: CollectedIsland[] = [];
  let html = collecting(met, () => renderToString(document));
  for (let index = 0; index < met.length; index++) {
    const { n, definition, props, hasChildren } = met[index];
    const Component = definition.Component as ComponentType<Record<string, unknown>>;
    const root = (
      <IslandRoot page={{ ...page, messages: pickMessages(page.messages, definition.texts) }}>
        <Component {...(props as Record<string, unknown>)}>{hasChildren ? <SlotMark n={n} /> : undefined}</Component>
      </IslandRoot>
    );
    let inner = collecting(met, () => renderToString(root, { identifierPrefix: islandIdPrefix(n) }));
    const place = region(html, `<onsite-island`, ` data-n="${n}">`, "onsite-island", definition.name);
    if (hasChildren) {
      const slot = region(html.slice(place.contentStart, place.contentEnd), `<onsite-slot`, ` data-n="${n}">`, "onsite-slot", definition.name);
      const children = html.slice(place.contentStart + slot.contentStart, place.contentStart + slot.contentEnd);
      const mark = `<onsite-slot data-n="${n}"></onsite-slot>`;
      if (!inner.includes(mark)) throw new Error(`Island ${definition.name}: it does not render its children.`);
      inner = inner.replace(mark, () => `<onsite-slot>${children}</onsite-slot>`);
    }
    html = html.slice(0, place.contentStart) + inner + html.slice(place.contentEnd);
  }
  const definitions = [...new Map(met.map(({ definition }) => [definition.name, definition])).values()];
  return { html, islands: definitions.map((definition) => definition.name), texts: [...new Set(definitions.flatMap((definition) => definition.texts))] };
}

/**
 * Where the element `<{tag} … {ending}` starts its content and where its matching
 * `</{tag}>` is, counting the same tag nested inside (React escapes `<` in text, and no
 * sanitized rich text may hold these tags, so the tags found are ours).
 */
function region(html: string, open: string, ending: string, tag: string, name: string) {
  const endingAt = html.indexOf(ending);
  const start = endingAt < 0 ? -1 : html.lastIndexOf(open, endingAt);
  if (start < 0) throw new Error(`Island ${name}: its place is missing from the page.`);
  const contentStart = endingAt + ending.length;
  const close = `</${tag}>`;
  let depth = 1;
  let at = contentStart;
  while (depth > 0) {
    const nextOpen = html.indexOf(open, at);
    const nextClose = html.indexOf(close, at);
    if (nextClose < 0) throw new Error(`Island ${name}: its place is not closed.`);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      at = nextOpen + open.length;
    } else {
      depth--;
      at = nextClose + close.length;
    }
  }
  return { contentStart, contentEnd: at - close.length };
}
