ALTER TABLE "conversations" ADD COLUMN "next_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Conversations stored before this column continue after their last message.
UPDATE "conversations" SET "next_position" = "last"."position" + 1
FROM (SELECT "conversation_id", max("position") AS "position" FROM "messages" GROUP BY "conversation_id") AS "last"
WHERE "last"."conversation_id" = "conversations"."id";
