ALTER TABLE "api_key_requests" ADD COLUMN "outcome" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key_requests" ADD CONSTRAINT "api_key_requests_outcome_check" CHECK ("api_key_requests"."outcome" in ('ok', 'error', 'refused_origin', 'refused_key_limit', 'refused_plan_limit'));--> statement-breakpoint
-- Calls recorded before outcomes were: refusals told apart by their status as the old analytics did.
UPDATE "api_key_requests" SET "outcome" = CASE
  WHEN "status" = 402 THEN 'refused_plan_limit'
  WHEN "status" = 403 AND "origin" IS NOT NULL THEN 'refused_origin'
  WHEN "status" = 429 THEN 'refused_key_limit'
  ELSE 'error' END
WHERE "status" >= 400;
