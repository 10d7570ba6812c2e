import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { dataDir } from "@/platform/db/client";

/** Where the library's bytes live: a folder on disk, or an S3-compatible bucket that several instances share. */
export type Storage = {
  kind: "disk" | "s3";
  /** Human-readable place, for messages ("/srv/onsite/data/uploads", "s3://bucket"). */
  where: string;
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
};

/** The uploads folder: ONSITE_UPLOADS_DIR, else ONSITE_DATA_DIR/uploads. */
export function uploadsDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.ONSITE_UPLOADS_DIR || path.join(dataDir(), "uploads"));
}

/** Keys are made by the library only (`<public_id>/<hash>-<w>.<ext>`); anything else is refused before it reaches a path. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_.-]{1,80}$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key ${key}`);
}

function diskStorage(root: string): Storage {
  return {
    kind: "disk",
    where: root,
    async put(key, bytes) {
      checkKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      checkKey(key);
      try {
        return new Uint8Array(await fs.readFile(path.join(root, key)));
      } catch {
        return null;
      }
    },
    async delete(key) {
      checkKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}

/** ONSITE_S3_BUCKET (required), ONSITE_S3_ENDPOINT, ONSITE_S3_REGION, ONSITE_S3_ACCESS_KEY_ID, ONSITE_S3_SECRET_ACCESS_KEY, ONSITE_S3_PREFIX. */
function s3Storage(env: NodeJS.ProcessEnv): Storage {
  const bucket = env.ONSITE_S3_BUCKET!;
  const prefix = (env.ONSITE_S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  const client = new S3Client({
    region: env.ONSITE_S3_REGION || "us-east-1",
    endpoint: env.ONSITE_S3_ENDPOINT || undefined,
    // Path-style addresses (endpoint/bucket/key) for S3-compatible servers (MinIO, R2, s3rver).
    forcePathStyle: env.ONSITE_S3_FORCE_PATH_STYLE ? env.ONSITE_S3_FORCE_PATH_STYLE === "1" : Boolean(env.ONSITE_S3_ENDPOINT),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer default (aws-chunked trailers).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: env.ONSITE_S3_ACCESS_KEY_ID ? { accessKeyId: env.ONSITE_S3_ACCESS_KEY_ID, secretAccessKey: env.ONSITE_S3_SECRET_ACCESS_KEY ?? "" } : undefined,
  });
  const full = (key: string) => (prefix ? `${prefix}/${key}` : key);
  return {
    kind: "s3",
    where: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
    async put(key, bytes, type) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: bytes, ContentType: type }));
    },
    async get(key) {
      checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        return answer.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey" || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
  };
}

const g = globalThis as unknown as { __onsiteMediaStorage?: Storage };

/** The storage this server uses: S3 when ONSITE_S3_BUCKET is set, else the uploads folder. */
export function storage(): Storage {
  g.__onsiteMediaStorage ??= process.env.ONSITE_S3_BUCKET ? s3Storage(process.env) : diskStorage(uploadsDir());
  return g.__onsiteMediaStorage;
}
