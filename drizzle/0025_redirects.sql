-- Issue 43 item 2: addresses that keep working. The organization's redirects (Global Settings → Redirects, and
-- the old address of a page or post whose slug changed): one per address it leaves from; hits counted by the server.
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_org_from_uniq" ON "redirects" USING btree ("organization_id","from_path");--> statement-breakpoint
CREATE INDEX "redirects_organization_order_idx" ON "redirects" USING btree ("organization_id","order");