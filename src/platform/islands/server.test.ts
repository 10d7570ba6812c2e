import { createElement as h, useId, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useT } from "../tenancy/site-context";
import { defineIsland } from "./define";
import { Island } from "./island";
import type { IslandPageData } from "./page-data";
import { renderWithIslands } from "./server";

function Frame({ label, children }: { label: string; children?: ReactNode }) {
  const id = useId();
  return h("section", { "aria-labelledby": id }, h("h2", { id }, label), children);
}
function Counter({ start }: { start: number }) {
  const t = useT();
  return h("button", { type: "button" }, `${t("chrome.language" as never)} ${start}`);
}
const frame = defineIsland("frame", Frame, { hydrate: "load" });
const counter = defineIsland("counter", Counter, { texts: ["chrome.language"] });

const page: IslandPageData = {
  site: { organization: { id: 1, name: "Acme", type: "company" as never }, siteTitle: "Acme", locale: "en", timeZone: "UTC", defaultLanguage: "en" },
  messages: { chrome: { language: "Language", login: "Log in" }, other: { text: "Other" } } as never,
  path: "/about",
};

describe("renderWithIslands", () => {
  it("renders each island alone, its children's HTML in its slot, nested islands filled in turn", () => {
    const document = h(
      "main",
      null,
      h("p", null, "Static"),
      h(
        Island<{ label: string }>,
        { of: frame, props: { label: "Top" } },
        h("p", null, "Inside"),
        h(Island<{ start: number }>, { of: counter, props: { start: 3 } }),
      ),
    );
    const { html, islands, texts } = renderWithIslands(document, page);
    expect(html).toContain("<p>Static</p>");
    const frameHtml = html.match(/<onsite-island data-island="frame"[^>]*>(.*)<\/onsite-island><\/main>/)?.[1] ?? "";
    // The island's own ids carry its prefix (i0-), as its root in the browser will.
    expect(frameHtml).toMatch(/<section aria-labelledby="_i0-R_[^"]*"><h2 id="_i0-R_/);
    expect(frameHtml).toContain(
      '<onsite-slot><p>Inside</p><onsite-island data-island="counter" data-props="{&quot;start&quot;:3}" data-hydrate="visible" data-n="1">',
    );
    // The nested island renders with its declared texts only.
    expect(html).toContain('<button type="button">Language 3</button></onsite-island></onsite-slot></section></onsite-island>');
    expect(islands).toEqual(["frame", "counter"]);
    expect(texts).toEqual(["chrome.language"]);
  });
});
