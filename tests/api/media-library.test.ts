import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { api, createOrg, server, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";
import { startServer } from "../support/server";
import { fetchFile, jpegWithGps, mp4, png, postLarge, upload } from "./media-library-support";

/** Media library (issue 25): upload, detection by content, variants, metadata, limits, usage and tenancy. */
describe("media library", () => {
  let org: TestOrg;
  let other: TestOrg;
  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg()]);
  });

  const homeHero = async (o: TestOrg) => (await api(o.host, "/api/hero-sections?url_page=%2F")).body[0] as { id: number; version: number };

  it("stores a JPEG with variants at the widths it allows in AVIF, WebP and JPEG, its location stripped, its size kept", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const created = await upload(org, { bytes: original, name: "beach.jpg", type: "image/jpeg" }, { alt: "A beach at dawn" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "image", type: "image/jpeg", width: 1200, height: 800, alt: "A beach at dawn", name: "beach.jpg" });
    expect(created.body.url).toBe(`/api/media/files/${created.body.public_id}`);
    const variants = created.body.variants as { width: number; height: number; type: string; url: string }[];
    const made = variants
      .slice(1)
      .map((v) => `${v.width} ${v.type}`)
      .sort();
    expect(made).toEqual([
      "1024 image/avif",
      "1024 image/jpeg",
      "1024 image/webp",
      "320 image/avif",
      "320 image/jpeg",
      "320 image/webp",
      "640 image/avif",
      "640 image/jpeg",
      "640 image/webp",
    ]);
    for (const variant of variants) {
      expect(variant.url).toMatch(/^\/api\/media\/files\/[\w-]+\/[a-f0-9]{16}(-\d+)?\.(avif|webp|jpg)$/);
      const file = await fetchFile(org.host, variant.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(variant.type);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.bytes).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 800) / 1200));
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(file.bytes).includes("TestPhone")).toBe(false);
    }
    // The stable address a field keeps answers the original, stripped too.
    const stable = await fetchFile(org.host, created.body.url);
    expect(stable.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(stable.bytes).metadata()).exif).toBeUndefined();
  });

  it("decides the type from the bytes: a PNG named .jpg is a PNG, an HTML page named .png is refused", async () => {
    const disguised = await upload(org, { bytes: await png(), name: "photo.jpg", type: "image/jpeg" });
    expect(disguised.status).toBe(201);
    expect(disguised.body).toMatchObject({ type: "image/png", name: "photo.png", width: 400, height: 300 });
    expect((await fetchFile(org.host, disguised.body.url)).headers.get("content-type")).toBe("image/png");

    const page = new TextEncoder().encode("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const refused = await upload(org, { bytes: page, name: "cat.png", type: "image/png" });
    expect(refused.status).toBe(415);
    expect(refused.body.error).toBe("This file is not an image (JPEG, PNG, WebP, AVIF, GIF, SVG) or a video (MP4, WebM).");
  });

  it("refuses an SVG with a script or an event handler, and serves a clean one as SVG with nosniff", async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
    ]) {
      const refused = await upload(org, { bytes: new TextEncoder().encode(svg), name: "logo.svg", type: "image/svg+xml" });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe("This SVG contains scripts, event handlers or external references, so it cannot be uploaded.");
    }
    const clean = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#123456"/></svg>';
    const kept = await upload(org, { bytes: new TextEncoder().encode(clean), name: "logo.svg", type: "text/plain" }, { alt: "Logo" });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ type: "image/svg+xml", width: 40, height: 20 });
    const served = await fetchFile(org.host, kept.body.url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses an SVG whose link an <animate> or <set> makes javascript:, or that loads through image-set(), and keeps an animated shape (issue 36, item 20)", async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javas&#99;ript:alert(document.domain)"/><text y="20">Click</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="&#x6A;avascript:alert(1)"/><text y="20">Click</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="background:image-set(&quot;https://evil.example/track.png&quot; 1x)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { background: -webkit-image-set("https://evil.example/track.png" 1x) }</style><rect width="9" height="9"/></svg>',
    ]) {
      const refused = await upload(org, { bytes: new TextEncoder().encode(svg), name: "logo.svg", type: "image/svg+xml" }, { alt: "Logo" });
      expect(refused.status, svg).toBe(422);
      expect(refused.body.error).toBe("This SVG contains scripts, event handlers or external references, so it cannot be uploaded.");
    }
    const animated =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"><animate attributeName="opacity" values="0;1" dur="1s"/></rect></svg>';
    const kept = await upload(org, { bytes: new TextEncoder().encode(animated), name: "pulse.svg", type: "image/svg+xml" }, { alt: "Pulse" });
    expect(kept.status).toBe(201);
    const served = await fetchFile(org.host, kept.body.url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("asks alt text for an image unless it is marked decorative", async () => {
    const missing = await upload(org, { bytes: await png(), name: "a.png" }, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Alt text is required for images (or mark the image as decorative)");
    const decorative = await upload(org, { bytes: await png(), name: "a.png" }, { decorative: "true" });
    expect(decorative.status).toBe(201);
    expect(decorative.body).toMatchObject({ decorative: true, alt: "" });
  });

  it("refuses a file over ONSITE_UPLOAD_MAX_MB with 413 and stores nothing", async () => {
    const before = (await api(org.host, "/api/media", { token: org.owner.token })).body.files.length;
    const big = await postLarge(org, mp4(21 * 1024 * 1024), server().port);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe("The file is larger than 20 MB.");
    expect((await api(org.host, "/api/media", { token: org.owner.token })).body.files.length).toBe(before);
  });

  it("keeps an organization within its quota (507 past it) and shows the storage used", async () => {
    const small = await createOrg();
    const set = await api("localhost", "/api/media/quota", {
      method: "PUT",
      body: { organization_id: small.id, quota_mb: 1 },
      headers: { "x-onsite-admin-token": server().adminToken },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ used: 0, quota: 1024 * 1024 });
    const refusedByMember = await api(small.host, "/api/media/quota", {
      method: "PUT",
      token: small.owner.token,
      body: { organization_id: small.id, quota_mb: 100 },
    });
    expect(refusedByMember.status).toBe(403);
    const first = await upload(small, { bytes: mp4(600 * 1024), name: "clip.mp4", type: "video/mp4" }, {});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: "video", type: "video/mp4", size: 600 * 1024 });
    // A video's address says it is one (a field, a metric, the site play it as a video), and serves it.
    expect(first.body.url).toBe(`/api/media/files/${first.body.public_id}/video.mp4`);
    const played = await fetchFile(small.host, first.body.url);
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toBe("video/mp4");
    expect(played.bytes.length).toBe(600 * 1024);
    const second = await upload(small, { bytes: mp4(600 * 1024), name: "clip2.mp4" }, {});
    expect(second.status).toBe(507);
    expect(second.body.error).toBe("Not enough storage left: 600 KB of 1.0 MB used.");
    const list = await api(small.host, "/api/media", { token: small.owner.token });
    expect(list.body.storage).toEqual({ used: 600 * 1024, quota: 1024 * 1024 });
    expect(list.body.files).toHaveLength(1);
  });

  it("holds the quota under 20 parallel uploads: never more stored than the quota (issue 36, item 20)", async () => {
    const small = await createOrg();
    const set = await api("localhost", "/api/media/quota", {
      method: "PUT",
      body: { organization_id: small.id, quota_mb: 1 },
      headers: { "x-onsite-admin-token": server().adminToken },
    });
    expect(set.status).toBe(200);
    // 100 KB each: ten fit in 1 MB, the eleventh does not.
    const clip = (i: number) => {
      const bytes = mp4(100 * 1024);
      bytes[1000] = i;
      return bytes;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(small, { bytes: clip(i), name: `clip-${i}.mp4`, type: "video/mp4" }, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(201), ...Array(10).fill(507)]);
    const list = await api(small.host, "/api/media", { token: small.owner.token });
    expect(list.body.storage).toEqual({ used: 10 * 100 * 1024, quota: 1024 * 1024 });
  });

  it("refuses to delete a file while it is used, naming where, and deletes it once it is not", async () => {
    const file = (await upload(org, { bytes: await png(), name: "hero.png" }, { alt: "Hero" })).body;
    const hero = await homeHero(org);
    const used = await api(org.host, `/api/hero-sections/${hero.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { image: file.url, version: hero.version },
    });
    expect(used.status).toBe(200);
    const refused = await api(org.host, `/api/media/${file.id}`, { method: "DELETE", token: org.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Used in: Home › Hero");
    expect((await api(org.host, `/api/media/${file.id}`, { token: org.owner.token })).body.used_in).toEqual(["Home › Hero"]);
    // A replace keeps the address every use has, with new bytes behind it.
    const replaced = await upload(org, { bytes: await png(800, 600), name: "new.png" }, {}, { path: `/api/media/${file.id}/file`, method: "PUT" });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ url: file.url, width: 800, height: 600 });
    expect((await fetchFile(org.host, file.variants[1].url)).status).toBe(404);
    const again = await homeHero(org);
    await api(org.host, `/api/hero-sections/${hero.id}`, { method: "PUT", token: org.owner.token, body: { image: "", version: again.version } });
    const deleted = await api(org.host, `/api/media/${file.id}`, { method: "DELETE", token: org.owner.token });
    expect(deleted.status).toBe(200);
    expect((await fetchFile(org.host, file.url)).status).toBe(404);
  });

  it("shows a visitor a library hero image as a <picture> with AVIF and WebP srcset, its width and height and focal point", async () => {
    const site = await createOrg();
    const file = (await upload(site, { bytes: await jpegWithGps(), name: "hero.jpg" }, { alt: "Harbour" })).body;
    await api(site.host, `/api/media/${file.id}`, { method: "PATCH", token: site.owner.token, body: { focal_x: 30, focal_y: 70 } });
    const hero = await homeHero(site);
    const saved = await api(site.host, `/api/hero-sections/${hero.id}`, {
      method: "PUT",
      token: site.owner.token,
      body: { image: file.url, image_style: { position: "background" }, version: hero.version },
    });
    expect(saved.status).toBe(200);
    const html = (await rawGet(site.host, "/")).text;
    const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? "";
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]*-320\.avif 320w, [^"]*-640\.avif 640w, [^"]*-1024\.avif 1024w" sizes="100vw"/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*-320\.webp 320w/);
    const img = /<img [^>]*data-library-image[^>]*>/.exec(picture)?.[0] ?? "";
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="800"');
    expect(img).toContain('alt=""');
    expect(img).toContain('decoding="async"');
    expect(img).toContain("object-position:30% 70%");
  });

  it("renames, sets alt text and the focal point, and finds files by name or alt text, by type, newest first", async () => {
    const file = (await upload(org, { bytes: await png(), name: "team.png" }, { alt: "Our team on the roof" })).body;
    const changed = await api(org.host, `/api/media/${file.id}`, {
      method: "PATCH",
      token: org.owner.token,
      body: { name: "roof.png", focal_x: 20, focal_y: 75 },
    });
    expect(changed.body).toMatchObject({ name: "roof.png", focal_x: 20, focal_y: 75, alt: "Our team on the roof" });
    const outOfRange = await api(org.host, `/api/media/${file.id}`, { method: "PATCH", token: org.owner.token, body: { focal_x: 140 } });
    expect(outOfRange.status).toBe(400);
    const byAlt = await api(org.host, "/api/media?q=ROOF", { token: org.owner.token });
    expect(byAlt.body.files.map((f: { id: number }) => f.id)).toContain(file.id);
    const videos = await api(org.host, "/api/media?type=video", { token: org.owner.token });
    expect(videos.body.files.every((f: { kind: string }) => f.kind === "video")).toBe(true);
    const all = (await api(org.host, "/api/media", { token: org.owner.token })).body.files as { created_at: string }[];
    expect(all.map((f) => f.created_at)).toEqual([...all.map((f) => f.created_at)].sort().reverse());
    expect((await api(org.host, "/api/media", { token: org.owner.token })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps a file to its organization: another organization's member cannot list, read, serve or use it", async () => {
    const file = (await upload(org, { bytes: await png(), name: "private.png" }, { alt: "Private" })).body;
    expect((await api(other.host, "/api/media", { token: other.owner.token })).body.files).toEqual([]);
    expect((await api(other.host, `/api/media/${file.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await api(org.host, `/api/media/${file.id}`, { token: other.owner.token })).status).toBe(403);
    expect((await api(org.host, "/api/media", { token: other.owner.token })).status).toBe(403);
    expect((await api(other.host, `/api/media/${file.id}`, { method: "DELETE", token: other.owner.token })).status).toBe(404);
    expect((await fetchFile(other.host, file.url)).status).toBe(404);
    expect((await fetchFile(other.host, file.variants[1].url)).status).toBe(404);
    const hero = await homeHero(other);
    const use = await api(other.host, `/api/hero-sections/${hero.id}`, {
      method: "PUT",
      token: other.owner.token,
      body: { image: file.url, version: hero.version },
    });
    expect(use.status).toBe(400);
    expect(use.body.error).toBe("This file is not in your media library.");
    expect((await homeHero(other)).version).toBe(hero.version);
    expect((await upload(org, { bytes: await png(), name: "x.png" }, { alt: "x" }, { token: other.owner.token })).status).toBe(403);
  });

  it("refuses an upload from a visitor", async () => {
    expect((await api(org.host, "/api/media", { method: "POST", body: "x" })).status).toBe(401);
    expect((await api(org.host, "/api/media")).status).toBe(401);
  });

  // Several instances on one PostgreSQL database must share their uploads: a second one with its own folder refuses to start.
  it.runIf(Boolean(process.env.DATABASE_URL))("refuses to start a second instance on the same database with another uploads folder", async () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-other-uploads-"));
    try {
      await expect(startServer({ env: { ONSITE_UPLOADS_DIR: uploads } })).rejects.toThrow(/another instance uses this database but not this server's uploads/);
    } finally {
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  });
});
