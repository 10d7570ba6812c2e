CREATE TABLE "template_heading_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"url_page" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb,
	"name_part_2" text,
	"name_part_3" text,
	"description_text" text DEFAULT '' NOT NULL,
	"description_text_translation" jsonb,
	"button_text" text,
	"button_text_translation" jsonb,
	"url" text,
	"image" text,
	"image_first" boolean DEFAULT false NOT NULL,
	"is_included_templatesection" boolean DEFAULT false NOT NULL,
	"background_color" text,
	"is_gradient" boolean DEFAULT false NOT NULL,
	"gradient" jsonb,
	"style_variant" text DEFAULT 'default' NOT NULL,
	"text_style_variant" text DEFAULT 'default' NOT NULL,
	"text_color" text,
	"is_text_link" boolean DEFAULT false NOT NULL,
	"title_alignment" text DEFAULT 'left' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text DEFAULT 'post' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"content" text,
	"author_name" text,
	"metadescription_for_page" text,
	"display_this_post" boolean DEFAULT true NOT NULL,
	"display_as_blog_post" boolean DEFAULT false NOT NULL,
	"is_displayed_first_page" boolean DEFAULT false NOT NULL,
	"is_help_center" boolean DEFAULT false NOT NULL,
	"help_center_order" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"section_id" integer,
	"subsection" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_with_author" boolean DEFAULT false NOT NULL,
	"is_company_author" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"main_photo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_sections" ADD COLUMN "text_color" text;--> statement-breakpoint
ALTER TABLE "template_heading_sections" ADD CONSTRAINT "template_heading_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_heading_sections_page_idx" ON "template_heading_sections" USING btree ("organization_id","url_page","order");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_org_slug_uniq" ON "posts" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "posts_org_kind_order_idx" ON "posts" USING btree ("organization_id","kind","order");