-- Media library (issue 25), written by hand (see docs/decisions.md "Migrations written by hand" and "Media library (issue 25)").
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"hash" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"focal_x" real DEFAULT 50 NOT NULL,
	"focal_y" real DEFAULT 50 NOT NULL,
	"variants" jsonb NOT NULL,
	"size" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_quotas" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"quota_bytes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"storage" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "media_quotas" ADD CONSTRAINT "media_quotas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_public_id_idx" ON "media_files" USING btree ("public_id");
--> statement-breakpoint
CREATE INDEX "media_files_organization_created_idx" ON "media_files" USING btree ("organization_id","created_at");
