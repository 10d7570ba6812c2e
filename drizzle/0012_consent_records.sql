ALTER TABLE "cookie_consent_records" ADD COLUMN "consent_id" text;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "revision" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "granted" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "denied" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "action" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "source" text DEFAULT 'banner' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD COLUMN "locale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cookie_services" ADD COLUMN "script_url" text;--> statement-breakpoint
CREATE INDEX "cookie_consent_records_organization_consent_idx" ON "cookie_consent_records" USING btree ("organization_id","consent_id");--> statement-breakpoint
CREATE INDEX "cookie_consent_records_organization_user_idx" ON "cookie_consent_records" USING btree ("organization_id","user_id");