CREATE TABLE "metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_translation" jsonb,
	"description" text DEFAULT '' NOT NULL,
	"description_translation" jsonb,
	"image" text,
	"is_image_rounded_full" boolean DEFAULT false NOT NULL,
	"is_title_displayed" boolean DEFAULT true NOT NULL,
	"is_card_type" boolean DEFAULT false NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_metrics" (
	"section_id" integer NOT NULL,
	"metric_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "section_metrics_section_id_metric_id_pk" PRIMARY KEY("section_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "template_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"url_page" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"section_title" text NOT NULL,
	"section_title_translation" jsonb,
	"section_description" text DEFAULT '' NOT NULL,
	"section_description_translation" jsonb,
	"section_type" text,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"grid_columns" integer DEFAULT 3 NOT NULL,
	"image_metrics_height" text,
	"is_full_width" boolean DEFAULT false NOT NULL,
	"is_section_title_aligned_center" boolean DEFAULT false NOT NULL,
	"is_section_title_aligned_right" boolean DEFAULT false NOT NULL,
	"is_image_bottom" boolean DEFAULT false NOT NULL,
	"is_slider" boolean DEFAULT false NOT NULL,
	"is_reviews_section" boolean DEFAULT false NOT NULL,
	"is_help_center_section" boolean DEFAULT false NOT NULL,
	"is_real_estate_modal" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"is_article_slider" boolean DEFAULT false NOT NULL,
	"is_contact_section" boolean DEFAULT false NOT NULL,
	"is_faq_section" boolean DEFAULT false NOT NULL,
	"is_pricingplans_section" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_metrics" ADD CONSTRAINT "section_metrics_section_id_template_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."template_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_metrics" ADD CONSTRAINT "section_metrics_metric_id_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sections" ADD CONSTRAINT "template_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metrics_organization_idx" ON "metrics" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "section_metrics_metric_idx" ON "section_metrics" USING btree ("metric_id");--> statement-breakpoint
CREATE INDEX "template_sections_page_idx" ON "template_sections" USING btree ("organization_id","url_page","order");