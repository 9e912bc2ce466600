CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"title" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"percentage_discount_off_rrp" numeric(5, 2),
	"stock_status" text NOT NULL,
	"condition_type" text,
	"ribbon" text,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE FUNCTION "product_search_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_search" ("id", "search_vector", "title", "brand_id", "category_id", "price_cents",
		"percentage_discount_off_rrp", "stock_status", "condition_type", "ribbon", "popularity", "created_at")
	VALUES (NEW."id", NEW."search_vector", NEW."title", NEW."brand_id", NEW."category_id", NEW."price_cents",
		NEW."percentage_discount_off_rrp", NEW."stock_status", NEW."condition_type", NEW."ribbon", NEW."popularity",
		NEW."created_at")
	ON CONFLICT ("id") DO UPDATE SET
		"search_vector" = EXCLUDED."search_vector", "title" = EXCLUDED."title", "brand_id" = EXCLUDED."brand_id",
		"category_id" = EXCLUDED."category_id", "price_cents" = EXCLUDED."price_cents",
		"percentage_discount_off_rrp" = EXCLUDED."percentage_discount_off_rrp", "stock_status" = EXCLUDED."stock_status",
		"condition_type" = EXCLUDED."condition_type", "ribbon" = EXCLUDED."ribbon", "popularity" = EXCLUDED."popularity",
		"created_at" = EXCLUDED."created_at";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_search_on_insert" AFTER INSERT ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_search_copy"();
--> statement-breakpoint
CREATE TRIGGER "product_search_on_update" AFTER UPDATE OF "title", "brand_name", "category_name", "sku", "brand_id",
	"category_id", "price_cents", "percentage_discount_off_rrp", "stock_status", "condition_type", "ribbon", "popularity",
	"created_at" ON "products"
	FOR EACH ROW
	WHEN ((OLD."search_vector", OLD."title", OLD."brand_id", OLD."category_id", OLD."price_cents",
		OLD."percentage_discount_off_rrp", OLD."stock_status", OLD."condition_type", OLD."ribbon", OLD."popularity",
		OLD."created_at") IS DISTINCT FROM (NEW."search_vector", NEW."title", NEW."brand_id", NEW."category_id",
		NEW."price_cents", NEW."percentage_discount_off_rrp", NEW."stock_status", NEW."condition_type", NEW."ribbon",
		NEW."popularity", NEW."created_at"))
	EXECUTE FUNCTION "product_search_copy"();
--> statement-breakpoint
INSERT INTO "product_search" ("id", "search_vector", "title", "brand_id", "category_id", "price_cents",
	"percentage_discount_off_rrp", "stock_status", "condition_type", "ribbon", "popularity", "created_at")
SELECT "id", "search_vector", "title", "brand_id", "category_id", "price_cents", "percentage_discount_off_rrp",
	"stock_status", "condition_type", "ribbon", "popularity", "created_at" FROM "products";
