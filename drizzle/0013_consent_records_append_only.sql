-- Consent records are the proof of what each visitor chose, and when (issue 21): append-only.
-- Records made before the granted column existed granted what they named.
UPDATE "cookie_consent_records" SET "granted" = "services" WHERE "granted" = '[]'::jsonb AND "services" <> '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD CONSTRAINT "cookie_consent_records_action_check" CHECK ("action" IN ('accept_all', 'reject_all', 'custom', 'withdraw', 'gpc'));--> statement-breakpoint
ALTER TABLE "cookie_consent_records" ADD CONSTRAINT "cookie_consent_records_source_check" CHECK ("source" IN ('banner', 'dialog', 'footer', 'embed'));--> statement-breakpoint
-- UPDATE and DELETE are refused, with two exceptions that are not edits of a choice:
-- * the organization's deletion cascades to its records (ON DELETE CASCADE): a DELETE is let
--   through once the organization row is gone;
-- * a user's deletion sets user_id to null (ON DELETE SET NULL): an UPDATE is let through when
--   that user row is gone and nothing else changes.
-- TRUNCATE is refused too.
CREATE OR REPLACE FUNCTION "cookie_consent_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organization_id") THEN
      RETURN OLD;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF OLD."user_id" IS NOT NULL AND NEW."user_id" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "user" WHERE "id" = OLD."user_id")
      AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'cookie_consent_records is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cookie_consent_records_append_only" BEFORE UPDATE OR DELETE ON "cookie_consent_records" FOR EACH ROW EXECUTE FUNCTION "cookie_consent_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "cookie_consent_records_no_truncate" BEFORE TRUNCATE ON "cookie_consent_records" FOR EACH STATEMENT EXECUTE FUNCTION "cookie_consent_records_append_only"();
