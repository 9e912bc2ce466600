CREATE TABLE "salespeople" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salespeople_code_chk" CHECK (char_length("salespeople"."code") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_and_carry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salespeople" ADD CONSTRAINT "salespeople_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salespeople_store_idx" ON "salespeople" USING btree ("store_id");