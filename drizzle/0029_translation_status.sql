CREATE TABLE "translation_sources" (
	"organization_id" integer NOT NULL,
	"subject" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"translation_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_organization_id_subject_record_id_field_locale_pk" PRIMARY KEY("organization_id","subject","record_id","field","locale")
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "translation_threshold" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_sources" ADD CONSTRAINT "translation_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_sources_record_idx" ON "translation_sources" USING btree ("subject","record_id");--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_translation_threshold_check" CHECK ("organization_settings"."translation_threshold" between 0 and 100);