import { Extension } from "@tiptap/react";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

/** The plugin that marks one heading (a decoration: ProseMirror would undo a hand-set attribute). */
export const tocHighlightKey = new PluginKey<DecorationSet>("tocHighlight");

/** Marks the node at `pos` with `data-toc-highlight` (meta `{ pos }`), or clears it (meta `{ pos: null }`). */
export const TocHighlight = Extension.create({
  name: "tocHighlight",
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: tocHighlightKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const meta = tr.getMeta(tocHighlightKey) as { pos: number | null } | undefined;
            if (!meta) return set.map(tr.mapping, tr.doc);
            const node = meta.pos === null ? null : tr.doc.nodeAt(meta.pos);
            return node
              ? DecorationSet.create(tr.doc, [Decoration.node(meta.pos!, meta.pos! + node.nodeSize, { "data-toc-highlight": "true" })])
              : DecorationSet.empty;
          },
        },
        props: { decorations: (state) => tocHighlightKey.getState(state) },
      }),
    ];
  },
});
