import type { ReactNode } from "react";
import { activeCollector } from "./collector";
import type { IslandDefinition } from "./define";

/**
 * Where a server-rendered page places an island (DESIGN.md "Visitor pages: HTML first,
 * islands"): `<Island of={headerFrame} props={{ styleType }}>{server content}</Island>`.
 * The markup is `<onsite-island data-island data-props data-hydrate>` around the
 * component's HTML (display: contents: it takes no box), its children inside an
 * `<onsite-slot>`. In an App Router page the component renders in place (React hydrates
 * the whole page); under the islands renderer it renders in a render of its own with its
 * own id prefix (`data-n`), so the browser can hydrate it alone with the same ids.
 */
export function Island<P>({ of, props, children }: { of: IslandDefinition<P>; props: P; children?: ReactNode }) {
  const attributes = { "data-island": of.name, "data-props": JSON.stringify(props), "data-hydrate": of.hydrate };
  const collector = activeCollector();
  if (collector) {
    const n = collector.length;
    collector.push({ n, definition: of as IslandDefinition<never>, props, hasChildren: children !== undefined });
    // The children render here, in the page's render (its contexts, its ids); the renderer moves their HTML into the island's slot.
    return (
      <onsite-island {...attributes} data-n={n}>
        {children === undefined ? null : <onsite-slot data-n={n}>{children}</onsite-slot>}
      </onsite-island>
    );
  }
  const { Component } = of;
  return (
    <onsite-island {...attributes}>
      <Component {...props}>{children === undefined ? undefined : <IslandSlot>{children}</IslandSlot>}</Component>
    </onsite-island>
  );
}

/** An island's server-rendered children, on the server. */
export function IslandSlot({ children }: { children: ReactNode }) {
  return <onsite-slot>{children}</onsite-slot>;
}

/**
 * An island's children in the browser: the slot's HTML as the server sent it, kept as it
 * is (React neither checks nor touches it; islands inside it hydrate in roots of their own).
 */
export function HydratedSlot({ html }: { html: string }) {
  return <onsite-slot suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
