import { gunzipSync } from "node:zlib";
import { Agent, request } from "undici";
import { describe, expect, it } from "vitest";
import { api, createOrg, siteUrl } from "../support/client";

const loopback = new Agent({ connect: { lookup: (_h, o, cb) => ((o as { all?: boolean }).all ? cb(null, [{ address: "127.0.0.1", family: 4 }] as never, 4) : cb(null, "127.0.0.1", 4)) } });

/** A raw GET (undici's fetch would decompress and hide the encoding). */
async function get(host: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(siteUrl(host, path), { dispatcher: loopback, headers });
  return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
}

describe("cached public pages", () => {
  it("serves repeat visits from memory, gzipped when asked, and shows a save on the next visit", async () => {
    const org = await createOrg();
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", section_title: "Before the save" },
    });
    expect(created.status).toBe(201);

    const first = await get(org.host, "/");
    expect(first.body.toString()).toContain("Before the save");
    const repeat = await get(org.host, "/");
    expect(repeat.headers["x-onsite-cache"]).toBe("HIT");
    expect(repeat.body.equals(first.body)).toBe(true);

    const gzipped = await get(org.host, "/", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(first.body)).toBe(true);

    const saved = await api(org.host, `/api/template-sections/${created.body.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { section_title: "After the save", version: created.body.version },
    });
    expect(saved.status).toBe(200);
    const next = await get(org.host, "/");
    expect(next.headers["x-onsite-cache"]).toBeUndefined();
    expect(next.body.toString()).toContain("After the save");
    expect(next.body.toString()).not.toContain("Before the save");
  });

  it("passes client-side navigation (RSC) requests and unknown hosts through", async () => {
    const org = await createOrg();
    await get(org.host, "/");
    const rsc = await get(org.host, "/", { rsc: "1" });
    expect(rsc.headers["x-onsite-cache"]).toBeUndefined();
    expect(rsc.body.toString().startsWith("<!DOCTYPE html>")).toBe(false);
    await get("nobody-here.test", "/");
    const missing = await get("nobody-here.test", "/");
    expect(missing.status).toBe(404);
    expect(missing.headers["x-onsite-cache"]).toBeUndefined();
  });
});
