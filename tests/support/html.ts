import { HtmlValidate } from "html-validate";

// The HTML standard's rules (html-validate's "standard" preset: permitted content,
// nesting, attributes, duplicate ids...), not its style preferences, which React decides.
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/**
 * What is wrong with a page's HTML: each rule it breaks (with the markup around it), and
 * each JSON-LD block that is not one JSON document with a schema.org `@context`. Empty
 * when the page is valid.
 */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  const rules = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} in …${html.slice(Math.max(0, m.offset - 60), m.offset + 60)}…`),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, text = ""]) => {
    try {
      const data = JSON.parse(text) as { "@context"?: unknown };
      return data["@context"] === "https://schema.org" ? [] : [`JSON-LD without the schema.org context: ${text.slice(0, 120)}`];
    } catch {
      return [`JSON-LD that does not parse: ${text.slice(0, 120)}`];
    }
  });
  return [...rules, ...jsonLd];
}

/**
 * A page's markup without what the App Router's streaming decides per render rather than per
 * page: its flight data (chunks numbered in the order its streams resolve), a boundary sent
 * later and moved in by a script (when the data arrived after the shell was flushed), the
 * boundaries' comments, where React hoisted the header's `<link rel="expect">` (it goes
 * where the stream is when the header renders), and where the page's metadata went: into the
 * `<head>` when it was ready before the head was sent, else streamed at the end of the body with
 * a script that moves its icon links (seen on a busy machine, 6 December); it is put at the end
 * of the head either way. Two renders of the same page compare equal.
 */
export function withoutStreaming(html: string): string {
  return withMetadataInHead(html)
    .replace(/<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\([\s\S]*?<\/script>/g, "")
    .replace(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g, "")
    .replace(/<!--\$!--><template><\/template>/g, "")
    .replace(/<template id="B:\d+"><\/template>/g, "")
    .replace(/<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g, "")
    .replace(/<div hidden id="S:\d+">[\s\S]*?<\/div><script>[\s\S]*?\$RC\("B:\d+","S:\d+"\)<\/script>/g, "")
    .replace(/<!--\/?\$[?!]?-->/g, "")
    .replace(/<link rel="expect" href="#[^"]*" blocking="render"\/>/g, "");
}

/** The page's metadata (its `<title>` to its icon link) at the end of its `<head>`, wherever the stream put it. */
function withMetadataInHead(html: string): string {
  const mover = /<script>document\.querySelectorAll\('body link\[rel="icon"\][^<]*<\/script>/;
  const metadata = html.replace(mover, "").match(/<title>[\s\S]*?<link rel="icon"[^>]*\/>/)?.[0];
  if (!metadata) return html;
  return html.replace(mover, "").replace(metadata, "").replace("</head>", `${metadata}</head>`);
}
