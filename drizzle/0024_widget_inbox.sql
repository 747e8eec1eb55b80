CREATE TABLE "widget_avatars" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_channel_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_role_check";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "widget_appearance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_state" text DEFAULT 'coach' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "taken_by_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "tool_calls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_avatars" ADD CONSTRAINT "widget_avatars_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_taken_by_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_agent_activity_idx" ON "conversations" USING btree ("agent_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_handoff_state_check" CHECK ("conversations"."handoff_state" in ('coach', 'waiting', 'person'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_check" CHECK ("conversations"."channel" in ('app', 'api', 'widget', 'preview'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_role_check" CHECK ("messages"."role" in ('user', 'coach', 'staff', 'notice'));