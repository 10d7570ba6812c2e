import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { fetchFile, upload } from "./media-library-support";

/**
 * The security headers every answer carries are added where a route set none: a route's own
 * stay as it wrote them (docs/decisions.md, "Security headers merged, never overwritten").
 */
let org: TestOrg;
beforeAll(async () => {
  org = await createOrg();
});

describe("headers a route sets itself", () => {
  it("keep an uploaded SVG in its sandbox", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#123456"/></svg>';
    const kept = await upload(org, { bytes: new TextEncoder().encode(svg), name: "logo.svg", type: "image/svg+xml" }, { alt: "Logo" });
    expect(kept.status).toBe(201);
    const served = await fetchFile(org.host, kept.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keep the meeting cancel page's strict policy and no-referrer", async () => {
    const page = await api(org.host, "/api/meetings/bookings/1/cancel?token=forged");
    expect(page.status).toBe(403);
    expect(String(page.body)).toContain("Link not valid");
    expect(page.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("are added to an answer that sets none", async () => {
    const json = await api(org.host, "/api/session");
    expect(json.headers.get("content-security-policy")).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(json.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
