CREATE TABLE "translation_drafts" (
	"organization_id" integer NOT NULL,
	"subject" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"draft" text NOT NULL,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_drafts_organization_id_subject_record_id_field_locale_pk" PRIMARY KEY("organization_id","subject","record_id","field","locale")
);
--> statement-breakpoint
ALTER TABLE "translation_drafts" ADD CONSTRAINT "translation_drafts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_drafts_record_idx" ON "translation_drafts" USING btree ("subject","record_id");