import { describe, expect, it } from "vitest";
import { api } from "../support/client";

/**
 * GET /api/ui-texts (issue 40, step 4): a locale's whole UI texts, compiled, as the site layout
 * hands them to the App Router's pages; the members' editing layer on a page the islands renderer
 * wrote loads them (a visitor's page carries only its islands' and widgets' texts).
 */
describe("the UI texts of a locale", () => {
  it("answers the locale's catalog, the features' texts included, the same for everyone and cacheable", async () => {
    const es = await api<Record<string, unknown>>("localhost", "/api/ui-texts?locale=es");
    expect(es.status).toBe(200);
    expect(es.headers.get("cache-control")).toBe("public, max-age=300");
    expect(Object.keys(es.body)).toEqual(expect.arrayContaining(["signIn", "chrome", "consent", "basket", "messages"]));
    const en = await api<Record<string, unknown>>("localhost", "/api/ui-texts?locale=en");
    expect(JSON.stringify(en.body.chrome)).not.toBe(JSON.stringify(es.body.chrome));
  });

  it("refuses a locale it does not know", async () => {
    for (const path of ["/api/ui-texts?locale=xx", "/api/ui-texts"]) {
      const result = await api("localhost", path);
      expect(result.status, path).toBe(400);
      expect(result.body).toEqual({ error: "Unknown locale" });
    }
  });
});
