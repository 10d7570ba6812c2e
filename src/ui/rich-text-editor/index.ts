/**
 * Rich text editing for descriptions (spec/visitor.md "Rich text": p, br, strong,
 * em, ul, ol, li, a, span with href, class, style).
 *
 *   import { RichTextEditor } from "@/ui/rich-text-editor";
 *   <RichTextEditor label="Description" value={html} onChange={setHtml} placeholder="..." />
 *
 * - `value` is the stored HTML; `onChange(html)` gets the new HTML ("" when empty).
 *   It is called only when the user changes the text; edits that lead back to the
 *   loaded text report `value` exactly as given, so "did it change?" is `html !== stored`.
 * - `variant="inline"` edits in place inside a live preview (style it with `className`);
 *   the default `"field"` is a bordered form field with its toolbar on top.
 * - `ref` gives `{ focus() }` (e.g. to focus the field after a validation error).
 *
 * Members-only: import it from editor code only (it brings TipTap); visitors never
 * load it. `isSafeLinkUrl`, `normalizeLinkUrl` and `LINK_URL_MESSAGES` come from a
 * file without editor code and may be used anywhere; so does `LinkChoicesContext`
 * (./link-choices: what the link field offers under it, set by the editing shell).
 */
export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from "./rich-text-editor";
export { LinkPopover, type LinkPopoverProps } from "./link-popover";
export { LinkChoicesContext, type LinkChoices } from "./link-choices";
export { isSafeLinkUrl, linkUrlError, normalizeLinkUrl, LINK_URL_MESSAGES } from "./link-url";
export { CaretSync } from "./caret-sync";
