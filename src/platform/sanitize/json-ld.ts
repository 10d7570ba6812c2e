/**
 * JSON-LD for an inline `<script type="application/ld+json">`: JSON whose text
 * cannot end the script element or open a comment (`</script>`, `<!--`), since
 * `<`, `>` and `&` are written as \u escapes, and whose line and paragraph
 * separators are escaped too. JSON parsers read the same data back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
