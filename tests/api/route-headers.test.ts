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

  it("keep a booking mail's cancellation link private: the old link's redirect sends no referrer, the page keeps it on the site", async () => {
    const old = await api(org.host, "/api/meetings/bookings/1/cancel?token=forged");
    expect(old.status).toBe(308);
    expect(old.headers.get("location")).toBe("/cancel-meeting?booking=1&token=forged");
    expect(old.headers.get("referrer-policy")).toBe("no-referrer");
    expect(old.headers.get("cache-control")).toBe("private, no-store");
    expect(old.headers.get("x-content-type-options")).toBe("nosniff");

    const page = await api(org.host, "/cancel-meeting?booking=1&token=forged");
    expect(page.status).toBe(404);
    expect(String(page.body)).toContain("This cancellation link is not valid.");
    // The token is in the address: the page's referrer policy keeps it from other sites (and its form's POST keeps its Origin).
    expect(String(page.body)).toContain('<meta name="referrer" content="same-origin"/>');
    expect(String(page.body)).toMatch(/<meta name="robots" content="noindex, ?nofollow"\/>/);
    expect(page.headers.get("cache-control")).toContain("no-store");
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
