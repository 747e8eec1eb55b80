CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"owner_id" text,
	"owner" text NOT NULL,
	"read_only" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"mode" text DEFAULT 'PRIVATE' NOT NULL,
	"instruction" text NOT NULL,
	"knowledge" text NOT NULL,
	"tools" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voice_enabled" boolean DEFAULT false NOT NULL,
	"languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL,
	"widget_display_name" text,
	"widget_position" text DEFAULT 'bottom-right' NOT NULL,
	"widget_allowed_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('active', 'inactive')),
	CONSTRAINT "agents_mode_check" CHECK ("agents"."mode" in ('PRIVATE', 'PUBLIC')),
	CONSTRAINT "agents_read_only_check" CHECK ("agents"."read_only" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"category" text,
	"company" text,
	"plan" text,
	"message" text NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivery_error" text,
	"delivery_attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agents_catalogue_idx" ON "agents" USING btree ("mode","status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "agents_owner_idx" ON "agents" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_requests_delivery_idx" ON "contact_requests" USING btree ("delivery_status","created_at");