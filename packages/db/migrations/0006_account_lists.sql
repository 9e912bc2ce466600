DROP INDEX "compare_lists_account_idx";--> statement-breakpoint
DROP INDEX "carts_account_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "compare_lists_account_uq" ON "compare_lists" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_uq" ON "carts" USING btree ("account_id");