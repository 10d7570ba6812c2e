import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/platform/db/client";
import { mediaFileUrl } from "../rules";
import { mediaFiles, type MediaVariant } from "../tables";
import { readLibraryPictures } from "./pictures";

// The batched picture lookup a page render makes (libraryPictures reads through it): a
// PGlite in memory with the project's migrations, every statement counted.

let client: PGlite;
let db: Db;
let statements: string[] = [];
let one: number;
let two: number;

const variants = (publicId: string, hash: string, ext: string, widths: number[]): MediaVariant[] => [
  { key: `${publicId}/${hash}.${ext}`, width: 1200, height: 800, format: ext, type: `image/${ext === "jpg" ? "jpeg" : ext}`, size: 100 },
  ...widths.flatMap((w) =>
    [...new Set(["avif", "webp", ext])].map((format) => ({
      key: `${publicId}/${hash}-${w}.${format}`,
      width: w,
      height: Math.round((w * 2) / 3),
      format,
      type: `image/${format}`,
      size: 10,
    })),
  ),
];

async function file(organizationId: number, publicId: string, more: Partial<typeof mediaFiles.$inferInsert> = {}) {
  await db.insert(mediaFiles).values({
    organization_id: organizationId,
    public_id: publicId,
    name: `${publicId}.jpg`,
    kind: "image",
    type: "image/jpeg",
    hash: "0123456789abcdef",
    width: 1200,
    height: 800,
    alt: `Alt of ${publicId}`,
    variants: variants(publicId, "0123456789abcdef", "jpg", [320, 640, 1024]),
    size: 1000,
    ...more,
  });
  return mediaFileUrl(publicId);
}

beforeAll(async () => {
  client = await PGlite.create({ extensions: { btree_gist } });
  db = drizzle({ client, logger: { logQuery: (query) => statements.push(query) } }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: path.resolve(import.meta.dirname, "../../../../drizzle") });
  const { rows } = await client.query<{ id: number }>(
    "insert into organizations (name, base_url) values ('One', 'http://one.test'), ('Two', 'http://two.test') returning id",
  );
  [one, two] = rows.map((row) => row.id) as [number, number];
}, 120_000);

afterAll(async () => {
  await client?.close();
});

describe("libraryPictures: a page's library images in one query", () => {
  it("resolves many addresses with one query, keyed by the address as given; other addresses are left out", async () => {
    const urls = await Promise.all(Array.from({ length: 12 }, (_, i) => file(one, `pageImageOne${String(i).padStart(6, "0")}`)));
    const video = await file(one, "aVideoOfOne000001", { kind: "video", type: "video/mp4", width: null, height: null });
    statements = [];
    const pictures = await readLibraryPictures(db, one, [
      ...urls,
      `${urls[0]}?v=2`,
      video,
      "https://cdn.example.com/a.jpg",
      "/images/b.png",
      null,
      undefined,
      "",
    ]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select .* from "media_files" where \("media_files"\."organization_id" = \$1 and "media_files"\."public_id" in \(/);
    expect([...pictures.keys()].sort()).toEqual([...urls, `${urls[0]}?v=2`].sort());
    expect(pictures.get(urls[3]!)).toEqual({
      base: `${urls[3]}/0123456789abcdef`,
      ext: "jpg",
      widths: [320, 640, 1024],
      formats: ["avif", "webp", "jpg"],
      width: 1200,
      height: 800,
      alt: "Alt of pageImageOne000003",
      position: "50% 50%",
    });
  });

  it("never resolves another organization's file, even beside its own", async () => {
    const theirs = await file(two, "pageImageOfTwo0001");
    const ours = await file(one, "pageImageOfOne0001", { decorative: true, focal_x: 20, focal_y: 80 });
    statements = [];
    const pictures = await readLibraryPictures(db, one, [theirs, ours]);
    expect(statements).toHaveLength(1);
    expect([...pictures.keys()]).toEqual([ours]);
    expect(pictures.get(ours)).toMatchObject({ alt: "", position: "20% 80%" });
    expect((await readLibraryPictures(db, two, [theirs, ours])).has(ours)).toBe(false);
  });

  it("makes no query when no address is the library's", async () => {
    statements = [];
    expect((await readLibraryPictures(db, one, ["https://cdn.example.com/a.jpg", "/api/media/files/short", null])).size).toBe(0);
    expect(statements).toHaveLength(0);
  });
});
