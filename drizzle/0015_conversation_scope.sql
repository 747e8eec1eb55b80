-- Session ids are kept per caller (modules/chat/conversation-access.ts): a signed-in person's,
-- an API key's (its widget sessions share it) or the visitors' of one agent. A conversation
-- whose key row is gone keeps a scope of its own that no caller has.
ALTER TABLE "conversations" ADD COLUMN "scope" text;--> statement-breakpoint
UPDATE "conversations" SET "scope" = CASE
  WHEN "api_key_id" IS NOT NULL THEN 'key:' || "api_key_id"
  WHEN "channel" <> 'app' THEN 'gone:' || "id"
  WHEN "owner_id" IS NOT NULL THEN 'user:' || "owner_id"
  ELSE 'visitor:' || "agent_id"
END;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_session_id_unique";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_scope_session_unique" UNIQUE("scope","session_id");
