import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, loopback, member, server, siteUrl, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveCookieCategories, saveFaqs } from "../support/fixtures";
import { exportMain, importMain } from "../../scripts/org-site";
import { png, upload } from "./media-library-support";
import { withoutStreaming } from "../support/html";

type Outcome = { code: number; stdout: Uint8Array; stderr: string; log: string };

/**
 * The commands' `main(argv)` in this process, on the test server's data folder: with the
 * embedded database they ask the running server (its operator token), on PostgreSQL they
 * open the database themselves, with the server's uploads folder (tests/support/server.ts).
 */
async function command(which: typeof exportMain, args: string[], input?: Uint8Array): Promise<Outcome> {
  const chunks: Uint8Array[] = [];
  let stderr = "";
  let log = "";
  const saved = { data: process.env.ONSITE_DATA_DIR, uploads: process.env.ONSITE_UPLOADS_DIR };
  process.env.ONSITE_DATA_DIR = server().dataDir;
  if (process.env.DATABASE_URL)
    process.env.ONSITE_UPLOADS_DIR = path.join(
      os.tmpdir(),
      `onsite-test-uploads-${crypto.createHash("sha256").update(process.env.DATABASE_URL).digest("hex").slice(0, 12)}`,
    );
  try {
    const code = await which(args, {
      log: (line) => (log += `${line}\n`),
      error: (line) => (stderr += `${line}\n`),
      write: (bytes) => chunks.push(bytes),
      read: async () => input ?? new Uint8Array(),
    });
    return { code, stdout: new Uint8Array(Buffer.concat(chunks)), stderr, log };
  } finally {
    for (const [name, value] of [
      ["ONSITE_DATA_DIR", saved.data],
      ["ONSITE_UPLOADS_DIR", saved.uploads],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * A page's markup as visitors get it, with what legitimately differs between a site and its copy on
 * the same server made neutral: the host name, the media files' public ids (`replace`), and
 * the records' database ids where the markup names them (block anchors, data-*-id, editor requests).
 */
async function page(host: string, pagePath: string, replace: [string, string][] = []) {
  const { status, body } = await api<string>(host, pagePath);
  // What the App Router's streaming places differently from one render of the same page to the
  // next is left out (flight data, late boundaries, the hoisted `<link rel="expect">`), once the
  // header's render-blocking link is known to be there.
  const html = String(body);
  expect(html.match(/<link rel="expect" href="#onsite-header-end" blocking="render"\/>/g)?.length ?? 0, `${host}${pagePath}`).toBe(status === 200 ? 1 : 0);
  let text = withoutStreaming(html).split(host).join("HOST");
  for (const [from, to] of replace) text = text.split(from).join(to);
  text = text
    .replace(/\b(hero|template_section|heading_section)-\d+/g, "$1-#")
    .replace(/(data-[a-z]+(?:-[a-z]+)*-id(?:=\\*"|\\*":))\d+/g, "$1#")
    .replace(/((?:&quot;|\\*")id(?:&quot;|\\*"):)\d+/g, "$1#")
    .replace(/(\\*"li\\*",\\*")\d+/g, "$1#"); // a brand wall's items are keyed by their metric's id
  return { status, text };
}

/** The names in a tar archive (ustar headers: name at 0, size at 124, every 512 bytes). */
function tarNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= bytes.length && bytes[at] !== 0;) {
    const field = (offset: number, length: number) =>
      Buffer.from(bytes.subarray(at + offset, at + offset + length))
        .toString()
        .replace(/\0.*$/s, "");
    names.push([field(345, 155), field(0, 100)].filter(Boolean).join("/"));
    at += 512 + Math.ceil(parseInt(field(124, 12), 8) / 512) * 512;
  }
  return names;
}

describe("export and import of a site (npm run org:export / org:import)", () => {
  let org: TestOrg;
  let archive: Uint8Array;
  let slug: string;
  let imageUrl: string;

  beforeAll(async () => {
    org = await createOrg(undefined, undefined, { supportedLocales: ["en", "de"] });
    imageUrl = (await upload(org, { bytes: await png(800, 600), name: "shop.png" }, { alt: "Our shop front" })).body.url;
    const heading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/shop", name: "Welcome", description_text: "<p>Fresh every day</p>", image: imageUrl },
    });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
    const logo = await createMetric(org, { title: "Acme Supplies", description: "<p>Our supplier</p>", image: imageUrl });
    const brand = await createSection(org, { section_type: "brand", section_title: "Partners" });
    await addSectionMetric(org, brand.id, logo.id);
    // Its German title, then a change of the English one: the translation is outdated (issue 42), and stays so in the copy.
    const hours = await createSection(org, {
      url_page: "/shop",
      section_title: "Opening hours",
      section_title_translation: { de: "Öffnungszeiten" },
      section_description: "<p>Monday to Friday</p>",
    });
    const renamed = await api(org.host, `/api/template-sections/${hours.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { section_title: "Our opening hours", version: hours.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await saveFaqs(org, [{ question: "Do you deliver?", answer: "<p>Yes, in town.</p>" }]);
    // A visitor's cookie choice: its granted services are ids of the site's cookie services.
    await saveCookieCategories(org, [{ name: "Essential", cookie_service: [{ name: "Session", active: true }] }]);
    const services = (await api<{ cookie_service: { id: number }[] }[]>(org.host, "/api/cookies/categories")).body.flatMap((c) =>
      c.cookie_service.map((x) => x.id),
    );
    const consent = await api(org.host, "/api/cookies/consent", {
      method: "POST",
      body: {
        organization_id: org.id,
        consent_given: true,
        services,
        consent_id: unique("cid-").replace(/[^A-Za-z0-9-]/g, ""),
        action: "accept_all",
        source: "banner",
      },
    });
    expect(consent.status, JSON.stringify(consent.body)).toBe(201);
    slug = unique("cover-").toLowerCase();
    await createPost(org, {
      title: "Our new shop",
      slug,
      media_config: { main_photo: imageUrl },
      display_config: { display_as_blog_post: true, is_displayed_first_page: true },
    });
    const exported = await command(exportMain, ["--host", org.host]);
    expect(exported.stderr).toBe("");
    expect(exported.code).toBe(0);
    archive = exported.stdout;
  });

  it("writes a versioned archive: manifest, a JSON file per table, members, and the media files", () => {
    const names = tarNames(archive);
    expect(names[0]).toBe("manifest.json");
    expect(names).toEqual(expect.arrayContaining(["tables/template_sections.json", "tables/posts.json", "tables/media_files.json", "members.json"]));
    const publicId = imageUrl.split("/").pop()!;
    expect(names.filter((n) => n.startsWith(`media/${publicId}/`)).length).toBeGreaterThan(1);
    const manifestText = Buffer.from(archive.subarray(512, 512 + parseInt(Buffer.from(archive.subarray(124, 136)).toString(), 8))).toString();
    const manifest = JSON.parse(manifestText);
    expect(manifest).toMatchObject({ format: "onsite-site-export", version: 1, source: { host: org.host } });
    expect(manifest.counts.posts).toBeGreaterThanOrEqual(1);
    expect(manifest.counts.media_files).toBe(1);
    expect(manifest.counts.faqs).toBe(1);
  });

  it("imports into a new host: the same public pages but for the host name and the files' ids", { timeout: 60_000 }, async () => {
    const host = `${unique("copy")}.test`;
    const imported = await command(importMain, ["--host", host], archive);
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    expect(imported.log).toMatch(
      new RegExp(`Created organization #\\d+ ".+" on ${host.replace(/\./g, "\\.")}: \\d+ records, \\d+ media files, 1 members linked by email\\.`),
    );

    // On the same server the file's public id is taken: the copy's file has a new one (on another server it keeps it).
    const copyOwner = await api<{ organizations?: unknown }>(host, "/api/session", { token: org.owner.token });
    expect(copyOwner.body).toMatchObject({ role: "owner" });
    const library = await api<{ files: { url: string }[] }>(host, "/api/media", { token: org.owner.token });
    expect(library.status).toBe(200);
    const copyUrl = library.body.files[0]!.url;
    expect(copyUrl).not.toBe(imageUrl);
    const ids: [string, string][] = [[copyUrl.split("/").pop()!, imageUrl.split("/").pop()!]];

    for (const pagePath of ["/", "/shop", "/de/shop", `/${slug}`, "/blog", "/privacy-policy"]) {
      const original = await page(org.host, pagePath);
      expect(original.status, pagePath).toBe(200);
      const copy = await page(host, pagePath, ids);
      expect(copy.status, pagePath).toBe(original.status);
      expect(copy.text, pagePath).toBe(original.text);
    }
    // The sections' and the heading's revisions follow them to their new ids.
    const raw = String((await api<string>(host, "/shop")).body);
    for (const [kind, attribute] of [
      ["template-sections", "data-section-id"],
      ["template-heading-sections", "data-heading-id"],
    ]) {
      const id = new RegExp(`${attribute}="(\\d+)"`).exec(raw)![1];
      const history = await api<{ revisions: { id: number }[] }>(host, `/api/${kind}/${id}/revisions`, { token: org.owner.token });
      expect(history.status, kind).toBe(200);
      expect(history.body.revisions.length, kind).toBeGreaterThan(0);
    }
    // The shop's translation status (its outdated German title) as in the original: what each translation was made from came along.
    const status = async (on: string) => {
      const answer = await api(on, "/api/page-layout/translation?url_page=%2Fshop", { token: org.owner.token });
      expect(answer.status, on).toBe(200);
      return answer.body;
    };
    const original = await status(org.host);
    expect(original).toMatchObject({ de: { outdated: 1 } });
    expect(await status(host)).toEqual(original);
    // The copied file's bytes are served from the new address.
    const file = await fetch(siteUrl(host, copyUrl), { dispatcher: loopback } as RequestInit);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^image\//);
  });

  it("brings visitors' consent records with their services, unless --without consent", async () => {
    const consentRecords = async (log: string) => {
      const id = /Created organization #(\d+)/.exec(log)![1];
      const host = / on (\S+):/.exec(log)![1]!;
      return (await api(host, `/api/organizations/${id}/consent-records`, { token: org.owner.token })).body as {
        total: number;
        records: { granted: { name: string }[] }[];
      };
    };
    const withConsent = await command(importMain, ["--host", `${unique("consent")}.test`], archive);
    expect(withConsent.code).toBe(0);
    const records = await consentRecords(withConsent.log);
    expect(records.total).toBe(1);
    expect(records.records[0]!.granted.map((s) => s.name)).toEqual(["Session"]);

    const without = await command(importMain, ["--host", `${unique("noconsent")}.test`, "--without", "consent"], archive);
    expect(without.code).toBe(0);
    expect((await consentRecords(without.log)).total).toBe(0);
  });

  it("refuses a host that is already taken, and creates nothing", async () => {
    const before = await api(org.host, "/");
    const refused = await command(importMain, ["--host", org.host], archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`org:import: The host ${org.host} is already used by the organization #${org.id}`);
    expect((await api(org.host, "/")).body).toBe(before.body);

    const badHost = await command(importMain, ["--host", "not a host!"], archive);
    expect(badHost.code).toBe(1);
    expect(badHost.stderr).toContain('org:import: "not a host!" is not a host name.');

    const notAnArchive = await command(importMain, ["--host", `${unique("bad")}.test`], new TextEncoder().encode("hello"));
    expect(notAnArchive.code).toBe(1);
    expect(notAnArchive.stderr).toContain("org:import:");

    const missing = await command(exportMain, ["--host", `${unique("none")}.test`]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No organization answers on");

    const badOption = await command(exportMain, ["--host", org.host, "--without", "everything"]);
    expect(badOption.code).toBe(1);
    expect(badOption.stderr).toContain("--without takes consent, bookings; not everything.");
  });

  it("leaves consent records and bookings out with --without", async () => {
    const exported = await command(exportMain, ["--host", org.host, "--without", "consent,bookings"]);
    expect(exported.code).toBe(0);
    const names = tarNames(exported.stdout);
    expect(names).not.toContain("tables/cookie_consent_records.json");
    expect(names).not.toContain("tables/meeting_bookings.json");
    expect(names).toContain("tables/cookie_categories.json");
  });

  it("lets the owner download the export from Global Settings; editors and visitors cannot", async () => {
    const download = await fetch(siteUrl(org.host, `/api/organizations/${org.id}/export`), {
      headers: { authorization: `Bearer ${org.owner.token}` },
      dispatcher: loopback,
    } as RequestInit);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-type")).toBe("application/x-tar");
    expect(download.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${org.host.replace(/\./g, "\\.")}-\\d{4}-\\d{2}-\\d{2}\\.tar"$`),
    );
    expect(tarNames(new Uint8Array(await download.arrayBuffer()))[0]).toBe("manifest.json");

    const editor = await member(org, "editor");
    expect((await api(org.host, `/api/organizations/${org.id}/export`, { token: editor.token })).status).toBe(403);
    expect((await api(org.host, `/api/organizations/${org.id}/export`)).status).toBe(401);
  });
});
