import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { mediaInstances } from "../tables";
import { storage, uploadsDir } from "./storage";

const HEARTBEAT_MS = 30_000;
const ALIVE_MS = 90_000;

export class SharedDiskStorageError extends Error {}

/**
 * Several instances on one PostgreSQL database must share their uploads: an S3
 * bucket (ONSITE_S3_*) or one uploads folder. Each instance registers in
 * media_instances (refreshed every 30 s) and, on disk, leaves a marker file
 * `<uploads>/.instances/<id>`. An instance that finds another live one (seen in
 * the last 90 s) whose marker is not in its own uploads folder, or one on other
 * storage, refuses to start: files uploaded through one would be missing on the
 * other. Answers a function that unregisters (on stop).
 */
export async function claimMediaStorage(db: Db): Promise<() => Promise<void>> {
  const id = crypto.randomBytes(9).toString("base64url");
  const place = storage();
  const markers = path.join(uploadsDir(), ".instances");
  if (place.kind === "disk") {
    fs.mkdirSync(markers, { recursive: true });
    fs.writeFileSync(path.join(markers, id), `${os.hostname()} ${process.pid}\n`);
  }
  const kind = place.kind === "disk" ? "disk" : `s3 ${place.where}`;
  await db.delete(mediaInstances).where(lt(mediaInstances.seen_at, new Date(Date.now() - 2 * ALIVE_MS)));
  await db.insert(mediaInstances).values({ id, storage: kind });
  const unregister = async () => {
    clearInterval(timer);
    if (place.kind === "disk") fs.rmSync(path.join(markers, id), { force: true });
    await db
      .delete(mediaInstances)
      .where(eq(mediaInstances.id, id))
      .catch(() => {});
  };
  const timer = setInterval(
    () =>
      void db
        .update(mediaInstances)
        .set({ seen_at: new Date() })
        .where(eq(mediaInstances.id, id))
        .catch(() => {}),
    HEARTBEAT_MS,
  );
  timer.unref();
  const others = await db
    .select()
    .from(mediaInstances)
    .where(and(ne(mediaInstances.id, id), gt(mediaInstances.seen_at, new Date(Date.now() - ALIVE_MS))));
  const apart = others.filter((other) => other.storage !== kind || (kind === "disk" && !fs.existsSync(path.join(markers, other.id))));
  if (apart.length > 0) {
    await unregister();
    throw new SharedDiskStorageError(
      `another instance uses this database but not this server's uploads (${place.where}). Several instances must share their media: set ONSITE_S3_BUCKET (and ONSITE_S3_ENDPOINT, ONSITE_S3_ACCESS_KEY_ID, ONSITE_S3_SECRET_ACCESS_KEY) on every instance, or point ONSITE_UPLOADS_DIR at one shared folder.`,
    );
  }
  return unregister;
}
