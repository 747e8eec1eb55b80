CREATE TABLE "wizard_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wizard_id" text NOT NULL,
	"owner_id" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_step" text,
	"plan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizards" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"agent_seed_key" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wizard_sessions_owner_idx" ON "wizard_sessions" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "wizard_sessions_updated_idx" ON "wizard_sessions" USING btree ("updated_at");