import type { ReactNode } from "react";

/**
 * What an island's props may be: what survives `JSON.stringify` unchanged (strings,
 * numbers, booleans, null, arrays and plain objects of those). No functions, no
 * elements, no dates: the browser rebuilds the props from the page's HTML.
 * `ReactNode` content goes through the island's slots instead (`children`).
 */
export type Jsonable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends Date | Map<unknown, unknown> | Set<unknown> | { $$typeof: symbol }
      ? never
      : T extends readonly (infer U)[]
        ? readonly Jsonable<U>[]
        : T extends object
          ? { [K in keyof T]: Jsonable<T[K]> }
          : never;

/** Fails the type check of `defineIsland` when a prop is not JSON (a function, an element, a date). */
type JsonPropsCheck<P> = [P] extends [Jsonable<P>] ? unknown : { propsMustBeJson: never };

/**
 * When the browser hydrates an island: `load` at once (it moves as soon as the page
 * shows: the header's scroll behaviour), `visible` when it scrolls into view (the
 * slider's autoplay), `interaction` on the first pointer over it, focus or touch
 * (a menu, a dialog's opener). Until then it is the server's HTML, links and forms working.
 */
export type Hydration = "load" | "visible" | "interaction";

/**
 * An island's component (a function component): its JSON props, and `children` when it
 * has server-rendered content (a slot). Its props are checked both ways (React's own
 * "bivariance hack"), so that any island is an `IslandDefinition<never>` (the islands
 * list) or `<unknown>` (`createElement(Island, …)`); a class's `defaultProps` would not be.
 */
export type IslandComponent<P> = { bivarianceHack(props: P & { children?: ReactNode }): ReactNode }["bivarianceHack"];

export type IslandDefinition<P = Record<string, unknown>> = {
  /** Its name in the page's HTML (`<onsite-island data-island="...">`) and in the islands list (src/app/islands.ts). */
  name: string;
  Component: IslandComponent<P>;
  /**
   * The UI texts it reads, as message keys or key prefixes ending in "." (`"chrome."`,
   * `"consent.privacySettings"`): the page carries only these (and its widgets') in its JSON block.
   */
  texts: readonly string[];
  hydrate: Hydration;
};

/**
 * An interactive component made an island (DESIGN.md "Visitor pages: HTML first, islands").
 * One per module (`src/features/<feature>/islands/<name>.ts`, its default export), so each
 * island's code is a chunk of its own. Props must be JSON (checked by the type and, for every
 * island, by src/app/islands.test.ts with fixture props).
 */
export function defineIsland<P>(
  name: string,
  Component: IslandComponent<P>,
  options: { texts?: readonly string[]; hydrate?: Hydration } & JsonPropsCheck<WithoutChildren<P>>,
): IslandDefinition<WithoutChildren<P>> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Island name "${name}": lowercase letters, digits and hyphens.`);
  // The component takes its props and its slot: the same props, children apart.
  return { name, Component: Component as IslandComponent<WithoutChildren<P>>, texts: options.texts ?? [], hydrate: options.hydrate ?? "visible" };
}

/** An island's props are its component's but `children` (its slot, not JSON). */
type WithoutChildren<P> = Omit<P, "children">;

/** Whether message key `key` is one of the declared `texts` (a key, or under a prefix ending in "."). */
export function declaresText(texts: readonly string[], key: string): boolean {
  return texts.some((text) => (text.endsWith(".") ? key.startsWith(text) : key === text || key.startsWith(`${text}.`)));
}
