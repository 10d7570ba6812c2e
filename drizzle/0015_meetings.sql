-- Meetings (issue 23), written by hand (docs/decisions.md "Migrations written by hand").
-- btree_gist lets one exclusion constraint compare the organization (=) and the time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "minimum_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "booking_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE TABLE "meeting_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);--> statement-breakpoint
ALTER TABLE "meeting_hours" ADD CONSTRAINT "meeting_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_hours_organization_idx" ON "meeting_hours" USING btree ("organization_id","order");--> statement-breakpoint
CREATE TABLE "meeting_date_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"start_time" text,
	"end_time" text
);--> statement-breakpoint
ALTER TABLE "meeting_date_overrides" ADD CONSTRAINT "meeting_date_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_date_overrides_organization_idx" ON "meeting_date_overrides" USING btree ("organization_id","date");--> statement-breakpoint
CREATE TABLE "meeting_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"meeting_type_id" integer,
	"title" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"user_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"locale" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_bookings_status_check" CHECK ("meeting_bookings"."status" in ('scheduled', 'confirmed', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "meeting_bookings_blocked_check" CHECK ("meeting_bookings"."blocked_from" <= "meeting_bookings"."scheduled_at" and "meeting_bookings"."blocked_until" > "meeting_bookings"."scheduled_at")
);--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_meeting_type_id_meeting_types_id_fk" FOREIGN KEY ("meeting_type_id") REFERENCES "public"."meeting_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_bookings_organization_time_idx" ON "meeting_bookings" USING btree ("organization_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "meeting_bookings_email_idx" ON "meeting_bookings" USING btree ("organization_id","customer_email");--> statement-breakpoint
-- No double booking, by construction: two bookings of one organization that hold their time
-- (any status but cancelled) cannot overlap, buffers included.
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_no_overlap" EXCLUDE USING gist ("organization_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
