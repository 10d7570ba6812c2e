ALTER TABLE "banners" ADD COLUMN "landing_content_translation" jsonb;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "start_date" timestamp with time zone;