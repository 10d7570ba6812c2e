/**
 * Next writes its chunk scripts `async` (React's bootstrap scripts and Next's preinit
 * chunks always are): each one runs the moment it arrives and stops the HTML parser
 * wherever it is, so on a slow phone a page paints in steps and its largest text waits
 * for the scripts. `defer` was the first mend (the page parsed whole first), but the
 * scripts still shared the visitor's connection with the document and its stylesheet,
 * and a deferred script could still run before the browser showed its first frame
 * (docs/decisions.md, "Lighthouse: what the largest paint waits for" and "Scripts after
 * the first paint").
 *
 * So the server's own `<script src="/_next/static/…" async="">` tags (and Next's preloads
 * of them) leave the document, and one small inline loader, written where the first of
 * them was, lists them and adds them back, `async` as Next wrote them, once the document
 * is parsed and the browser has reported its first contentful paint: the page is shown
 * first, then its scripts are fetched and it hydrates. Order never mattered to the
 * chunks (each registers itself with Turbopack's runtime whenever it runs, and the inline
 * flight rows only push to an array that the runtime reads when it starts). `async`
 * matters to React: its preinit of a client component's chunks looks for
 * `script[async][src="…"]` and adds a second copy of any chunk it does not find that way
 * (three chunks ran twice on every page while they were `defer`). A browser that reports
 * no paint (a tab hidden from the start) gets them after 3 s at the latest.
 *
 * Only the server's own tags change; anything a page's content could contain is escaped
 * in the markup and in the flight rows, so it can never spell such a tag. Inline scripts
 * are untouched, and the loader's own hash joins the page's policy like theirs
 * (src/platform/http/csp.ts reads the rewritten document).
 */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>\\]+)" async=""><\/script>/g;
const CHUNK_PATH = /^\/_next\/static\/[^"<>\\]+$/;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>\\]+)"\/>/g;
const ASYNC = Buffer.from(` async=""></script>`, "latin1");
/** How the loader's text starts (the tests find it by this). */
export const LOADER_TEXT_START = "(()=>{const c=";
const LOADER_START = `<script>${LOADER_TEXT_START}`;

/**
 * The loader of these chunks: it runs them once both waits are over, the document parsed and
 * the first contentful paint (or 3 s). Written for every browser Next's own chunks are built
 * for (no optional chaining: Safari 12 and Chrome 64 would refuse the whole script).
 */
export function chunkLoader(chunks: readonly string[]): string {
  const run = `for(const u of c){const s=document.createElement("script");s.src=u;s.async=true;document.head.appendChild(s)}`;
  return (
    `${LOADER_START}${JSON.stringify(chunks)};let w=2,p=0;const go=()=>{if(!--w){${run}}},paint=()=>{if(!p){p=1;go()}};` +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go,{once:true}):go();` +
    `if(((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[]).indexOf("paint")>=0){const o=new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}});o.observe({type:"paint",buffered:true});setTimeout(paint,3000)}else paint()})()</script>`
  );
}

/** The chunk scripts a page's loader runs (none when it has no loader). */
export function loaderChunks(html: string): string[] {
  const start = html.indexOf(LOADER_START);
  if (start < 0) return [];
  const list = html.slice(start + LOADER_START.length, html.indexOf("];let w=", start) + 1);
  return JSON.parse(list) as string[];
}

/** Whether an inline script's text is exactly a loader this file writes, of this origin's chunks only (its hash may join the policy). */
export function isChunkLoader(text: string): boolean {
  if (!text.startsWith(LOADER_TEXT_START)) return false;
  try {
    const chunks = loaderChunks(`<script>${text}`);
    return (
      Array.isArray(chunks) &&
      chunks.every((chunk) => typeof chunk === "string" && CHUNK_PATH.test(chunk)) &&
      chunkLoader(chunks) === `<script>${text}</script>`
    );
  } catch {
    return false;
  }
}

/** The HTML document with Next's chunk scripts fetched and run after the first paint (the same buffer when it has none). */
export function deferChunkScripts(html: Buffer): Buffer {
  if (!html.includes(ASYNC)) return html;
  // latin1 maps every byte to one character and back: multi-byte text passes through intact.
  const text = html.toString("latin1");
  const chunks = [...new Set(Array.from(text.matchAll(CHUNK_SCRIPT), (match) => match[1]!.replaceAll("&amp;", "&")))];
  let loader = chunkLoader(chunks);
  const rewritten = text
    .replace(CHUNK_PRELOAD, (preload, href: string) => (chunks.includes(href.replaceAll("&amp;", "&")) ? "" : preload))
    .replace(CHUNK_SCRIPT, () => {
      const first = loader;
      loader = "";
      return first;
    });
  return Buffer.from(rewritten, "latin1");
}
