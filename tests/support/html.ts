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
