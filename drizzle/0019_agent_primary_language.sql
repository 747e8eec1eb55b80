ALTER TABLE "agents" ADD COLUMN "primary_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Agents made before the primary language was stored keep the first of their languages as it.
UPDATE "agents" SET "primary_language" = "languages"->>0 WHERE jsonb_array_length("languages") > 0;--> statement-breakpoint
-- The platform's own coaches all take calls: four of the eight had been seeded with voice off.
UPDATE "agents" SET "voice_enabled" = true WHERE "seed_key" IS NOT NULL;
