ALTER TABLE "posts" ADD COLUMN "title_translation" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "description_translation" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_translation" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "metadescription_for_page_translation" jsonb;