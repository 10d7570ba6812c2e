-- Issue 41, item 14: a pricing plan's billing period ("/month", "/year" on its card); null is a one-off price.
ALTER TABLE "pricing_plans" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_billing_period_check" CHECK ("billing_period" IS NULL OR "billing_period" IN ('month', 'year'));
