CREATE TABLE "voice_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"owner_id" text,
	"api_key_id" uuid,
	"channel" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"caller_speech_ms" integer DEFAULT 0 NOT NULL,
	"coach_speech_ms" integer DEFAULT 0 NOT NULL,
	"stt_provider" text NOT NULL,
	"tts_provider" text NOT NULL,
	CONSTRAINT "voice_calls_channel_check" CHECK ("voice_calls"."channel" in ('app', 'widget'))
);
--> statement-breakpoint
CREATE TABLE "voice_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"turn_index" integer NOT NULL,
	"speech_ms" integer NOT NULL,
	"end_of_speech_at" timestamp with time zone NOT NULL,
	"transcript_ms" integer,
	"first_token_ms" integer,
	"first_audio_ms" integer,
	"reply_audio_ms" integer DEFAULT 0 NOT NULL,
	"interrupted" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "via" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "interrupted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_turns" ADD CONSTRAINT "voice_turns_call_id_voice_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."voice_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_calls_agent_idx" ON "voice_calls" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "voice_calls_owner_idx" ON "voice_calls" USING btree ("owner_id","started_at");--> statement-breakpoint
CREATE INDEX "voice_turns_call_idx" ON "voice_turns" USING btree ("call_id","turn_index");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_via_check" CHECK ("messages"."via" in ('text', 'voice'));