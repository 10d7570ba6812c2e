-- Issue 41 item 1: chat that reaches an away team. A member's inbox preferences (mail me new chats when no one
-- is online, default on) and whether a conversation's away mail went out (cleared when a member answers or reads it).
CREATE TABLE "help_member_settings" (
	"organization_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"mail_away_chats" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_member_settings_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "help_conversations" ADD COLUMN "away_mailed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_member_settings" ADD CONSTRAINT "help_member_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_member_settings" ADD CONSTRAINT "help_member_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
