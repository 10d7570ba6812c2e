import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { createPost } from "../support/fixtures";

/**
 * A page's Content-Security-Policy lists the hashes of the inline scripts the product wrote,
 * never of one a stored field could spell (docs/decisions.md, "Content-Security-Policy":
 * only the product's own inline scripts). Every text field below holds a script that would
 * run if it ever became a `<script>` element and its hash joined the policy.
 */
const INJECTED = "alert(1)";
const PAYLOAD = `</script><script>${INJECTED}</script><img src=x onerror="${INJECTED}">`;
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

/** The inline scripts a browser would run (no src, no data type), by their hash in a policy's form. */
function inlineScripts(html: string) {
  const scripts = new Map<string, string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    scripts.set(sha(text!), text!);
  }
  return scripts;
}

/** Next's flight rows and Turbopack's bootstrap push one JSON literal (data, never code); Next's bootstrap. */
function writtenByTheProduct(text: string) {
  if (text === "(self.__next_f=self.__next_f||[]).push([0])") return true;
  const row =
    /^self\.__next_f\.push\(([\s\S]*)\)$/.exec(text)?.[1] ??
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/.exec(text)?.[1];
  if (row !== undefined) {
    try {
      return typeof JSON.parse(row) === "object";
    } catch {
      return false;
    }
  }
  return false;
}

let org: TestOrg;
let slug: string;
beforeAll(async () => {
  org = await createOrg(`Shop ${PAYLOAD}`, undefined, { siteTitle: `Shop ${PAYLOAD}`, language: "en" });
  const post = await createPost(org, {
    title: `News ${PAYLOAD}`,
    content: `<h2>Heading ${PAYLOAD}</h2><p>Text ${PAYLOAD}</p><script>${INJECTED}</script>`,
    metadescription_for_page: `About ${PAYLOAD}`,
    author_name: `Ann ${PAYLOAD}`,
    author_config: { is_with_author: true },
  });
  slug = post.slug;
});

describe("a page whose stored fields hold a script", () => {
  // Both renderers: the islands renderer's public pages and the App Router's personal pages (the site's frame shows the stored title there too).
  it.each(["islands", "App Router"] as const)("lists in its policy only the hashes of the scripts the product wrote (%s)", async (renderer) => {
    const paths = renderer === "islands" ? ["/", `/${slug}`, "/blog"] : ["/login", "/register"];
    for (const path of paths) {
      const page = await api<string>(org.host, path);
      expect(page.status, path).toBe(200);
      const html = String(page.body);
      expect(html, `${path} shows the stored text`).toContain("Shop ");
      expect(html.includes("self.__next_f"), `${path} is the ${renderer}'s`).toBe(renderer === "App Router");
      const scripts = inlineScripts(html);
      expect([...scripts.values()], `${path}: no stored text became a script`).not.toContain(INJECTED);
      const hashes = (page.headers.get("content-security-policy") ?? "")
        .split(";")[0]!
        .split(" ")
        .filter((source) => source.startsWith("'sha256-"));
      // The App Router's pages have inline scripts of Next's own (the islands renderer's need none here).
      if (renderer === "App Router") expect(hashes.length, `${path} has Next's inline scripts`).toBeGreaterThan(0);
      expect(hashes, path).not.toContain(sha(INJECTED));
      for (const hash of hashes) {
        const text = scripts.get(hash);
        expect(text, `${path}: ${hash} is the hash of a script in the page`).toBeDefined();
        expect(writtenByTheProduct(text!), `${path}: ${text!.slice(0, 80)}`).toBe(true);
      }
    }
  });
});
