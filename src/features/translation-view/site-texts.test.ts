import { describe, expect, it } from "vitest";
import { siteFieldLabel, siteScopeTexts } from "./site-texts";

describe("the translation view's site-wide scope texts (issue 42, item 2)", () => {
  it("names the site-wide records' fields, and none of a page block's", () => {
    const german = siteScopeTexts("de");
    expect(siteFieldLabel(german, "faq", "answer")).toBe("Antwort");
    expect(siteFieldLabel(german, "banner", "link_label")).toBe("Linktext");
    expect(siteFieldLabel(german, "section", "section_title")).toBeNull();
    expect(siteScopeTexts("nl").site).toBe("Site-wide texts");
  });
});
