-- Sign-up now requires a confirmed email. Accounts made before that could not confirm
-- theirs and already sign in (owners, editors, customers): they count as confirmed.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
