/**
 * Next writes its chunk scripts `async` (React's bootstrap scripts and Next's preinit
 * chunks always are): each one runs the moment it arrives and stops the HTML parser
 * wherever it is, so on a slow phone a page paints in steps and its largest text waits
 * for the scripts (docs/decisions.md, "Lighthouse: what the largest paint waits for").
 * `defer` fetches them just as early and runs them in document order once the document
 * is parsed: the page paints whole first, then hydrates. Order never mattered to them:
 * each chunk registers itself with Turbopack's runtime whenever it runs, and the inline
 * flight rows only push to an array that the runtime reads when it starts.
 *
 * Only the server's own `<script src="/_next/static/…" async="">` tags change; anything a
 * page's content could contain is escaped in the markup and in the flight rows, so it can
 * never spell such a tag. Inline scripts are untouched, so their CSP hashes stay valid.
 */
const CHUNK_SCRIPT = /(<script src="\/_next\/static\/[^"<>]+") async=""(><\/script>)/g;
const ASYNC = Buffer.from(` async=""></script>`, "latin1");

/** The HTML document with Next's chunk scripts deferred (the same buffer when it has none). */
export function deferChunkScripts(html: Buffer): Buffer {
  if (!html.includes(ASYNC)) return html;
  // latin1 maps every byte to one character and back: multi-byte text passes through intact.
  return Buffer.from(html.toString("latin1").replace(CHUNK_SCRIPT, "$1 defer=\"\"$2"), "latin1");
}
