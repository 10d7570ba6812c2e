CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"display_name_translation" jsonb,
	"url_name" text DEFAULT '' NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"is_displayed_on_footer" boolean DEFAULT true NOT NULL,
	"image" text,
	"icon_name" text,
	"react_icon_id" text,
	"react_icons" jsonb,
	"menu_items_are_text" boolean,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submenu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_translation" jsonb,
	"url_name" text DEFAULT '' NOT NULL,
	"description" text,
	"description_translation" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_organization_order_idx" ON "menu_items" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "submenu_items_menu_item_order_idx" ON "submenu_items" USING btree ("menu_item_id","order");