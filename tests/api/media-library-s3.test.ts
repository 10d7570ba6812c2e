import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { startServer, type RunningServer } from "../support/server";
import { fetchFile, jpegWithGps, upload } from "./media-library-support";

/**
 * The media library on S3-compatible storage (ONSITE_S3_*): a local s3rver, and a
 * server of its own (its own embedded database, so it never shares one with the
 * disk-storage server of the other files).
 */
describe("media library on S3-compatible storage", () => {
  const bucket = "onsite-media-test";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-s3rver-"));
  let s3: S3rver;
  let endpoint: string;
  let app: RunningServer;
  let org: TestOrg;

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    app = await startServer({
      env: {
        DATABASE_URL: "",
        ONSITE_S3_BUCKET: bucket,
        ONSITE_S3_ENDPOINT: endpoint,
        ONSITE_S3_ACCESS_KEY_ID: "S3RVER",
        ONSITE_S3_SECRET_ACCESS_KEY: "S3RVER",
        ONSITE_S3_PREFIX: "uploads",
      },
    });
    org = await createOrg(undefined, app);
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
    await s3?.close();
    fs.rmSync(directory, { recursive: true, force: true });
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
  });

  it("stores the original and its variants in the bucket, none on disk, and serves them from there", async () => {
    const created = await upload(org, { bytes: await jpegWithGps(), name: "harbour.jpg", type: "image/jpeg" }, { alt: "The harbour" }, { port: app.port });
    expect(created.status).toBe(201);
    const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `uploads/${created.body.public_id}/` }));
    const keys = (listed.Contents ?? []).map((object) => object.Key).sort();
    expect(keys).toEqual(created.body.variants.map((v: { url: string }) => `uploads/${v.url.split("/api/media/files/")[1]}`).sort());
    expect(keys).toHaveLength(10);
    expect(fs.existsSync(path.join(app.dataDir, "uploads", created.body.public_id))).toBe(false);

    const avif = created.body.variants.find((v: { width: number; type: string }) => v.width === 640 && v.type === "image/avif");
    const served = await fetchFile(org.host, avif.url, app.port);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ width: 640, height: 427 });
    expect(meta.exif).toBeUndefined();

    // Deleting the file removes its objects from the bucket.
    expect((await api(org.host, `/api/media/${created.body.id}`, { method: "DELETE", token: org.owner.token, port: app.port })).status).toBe(200);
    const after = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `uploads/${created.body.public_id}/` }));
    expect(after.Contents ?? []).toEqual([]);
  });
});
