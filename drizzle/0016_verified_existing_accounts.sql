-- Signing in now needs a confirmed e-mail address: accounts made before never got a link, so
-- they count as confirmed and nobody is locked out.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
