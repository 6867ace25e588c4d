CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_release_idx";--> statement-breakpoint
DROP INDEX "products_platform_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"),"word");--> statement-breakpoint
CREATE INDEX "products_release_idx" ON "products" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "products_platform_idx" ON "products" USING btree ("platform","release_date","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","release_date","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","release_date","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" desc nulls last,"id" desc);