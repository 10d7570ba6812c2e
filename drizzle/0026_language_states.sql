-- Issue 42 item 1: languages published one at a time. A site's draft languages (members only; empty: every language
-- published, so existing sites change nothing) and what a visitor asking for a draft language's page gets.
ALTER TABLE "organization_settings" ADD COLUMN "draft_languages" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "draft_language_visitors" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_draft_language_visitors_check" CHECK ("organization_settings"."draft_language_visitors" in ('default','not_found'));
