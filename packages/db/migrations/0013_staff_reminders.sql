CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"project_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_name_length" CHECK (char_length("reminders"."name") between 1 and 120),
	CONSTRAINT "reminders_notes_length" CHECK (char_length("reminders"."notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "staff_embed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" text NOT NULL,
	"winning_user_id" text NOT NULL,
	"salesperson_code" text,
	"first_name" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_embed_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_embed_tokens_purpose" CHECK (purpose in ('embed', 'page_session'))
);
--> statement-breakpoint
CREATE INDEX "reminders_account_open_idx" ON "reminders" USING btree ("account_id","due_date") WHERE "reminders"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "reminders_account_due_idx" ON "reminders" USING btree ("account_id","due_date");--> statement-breakpoint
CREATE INDEX "staff_embed_tokens_account_idx" ON "staff_embed_tokens" USING btree ("account_id");