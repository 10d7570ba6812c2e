import { bigint, boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "@/platform/tenancy/tables";

/** One stored rendition of a library file: the original (re-encoded, metadata stripped) or a resized variant. */
export type MediaVariant = { width: number; height: number; format: string; type: string; size: number; key: string };

/**
 * The media library (issue 25): a file belongs to one organization. Fields that use
 * it keep its stable address (/api/media/files/<public_id>); its bytes live in the
 * storage (disk or S3) under content-hashed keys, so a replace keeps every use.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: serial("id").primaryKey(),
    organization_id: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The stable, unguessable part of its address. */
    public_id: text("public_id").notNull(),
    name: text("name").notNull(),
    /** "image" or "video". */
    kind: text("kind").notNull(),
    /** The type decided from the bytes ("image/png"), served as Content-Type. */
    type: text("type").notNull(),
    /** sha256 of the stored original, first 16 hex digits: the file names' hash. */
    hash: text("hash").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    decorative: boolean("decorative").notNull().default(false),
    /** Focal point in percent of width and height (50, 50 is the middle). */
    focal_x: real("focal_x").notNull().default(50),
    focal_y: real("focal_y").notNull().default(50),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    /** Bytes stored for it, variants included (counted against the quota). */
    size: bigint("size", { mode: "number" }).notNull(),
    created_by: text("created_by"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_files_public_id_idx").on(t.public_id), index("media_files_organization_created_idx").on(t.organization_id, t.created_at)],
);

/** An organization's storage quota when it is not the server's default (ONSITE_MEDIA_QUOTA_MB), set by the operator. */
export const mediaQuotas = pgTable("media_quotas", {
  organization_id: integer("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  quota_bytes: bigint("quota_bytes", { mode: "number" }).notNull(),
});

/** Server instances on one database with disk storage: each names its uploads folder's marker (see server/instances.ts). */
export const mediaInstances = pgTable("media_instances", {
  id: text("id").primaryKey(),
  storage: text("storage").notNull(),
  seen_at: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
