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
 * boundaries' comments, and where React hoisted the header's `<link rel="expect">` (it goes
 * where the stream is when the header renders). Two renders of the same page compare equal.
 */
export function withoutStreaming(html: string): string {
  return html
    .replace(/<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\([\s\S]*?<\/script>/g, "")
    .replace(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g, "")
    .replace(/<!--\$!--><template><\/template>/g, "")
    .replace(/<template id="B:\d+"><\/template>/g, "")
    .replace(/<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g, "")
    .replace(/<div hidden id="S:\d+">[\s\S]*?<\/div><script>[\s\S]*?\$RC\("B:\d+","S:\d+"\)<\/script>/g, "")
    .replace(/<!--\/?\$[?!]?-->/g, "")
    .replace(/<link rel="expect" href="#[^"]*" blocking="render"\/>/g, "");
}

/** The props the server handed the first island `name` of a page (its `data-props`, HTML-unescaped and parsed); undefined when the page has none. */
export function islandProps<T = Record<string, unknown>>(html: string, name: string): T | undefined {
  const escaped = new RegExp(`<onsite-island data-island="${name}" data-props="([^"]*)"`).exec(html)?.[1];
  if (escaped === undefined) return undefined;
  const text = escaped.replace(
    /&(quot|amp|lt|gt|#x27|#39);/g,
    (_, entity: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#x27": "'", "#39": "'" })[entity]!,
  );
  return JSON.parse(text) as T;
}
