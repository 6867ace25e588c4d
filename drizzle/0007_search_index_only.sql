DROP INDEX "products_platform_key";--> statement-breakpoint
DROP INDEX "products_category_key";--> statement-breakpoint
DROP INDEX "products_type_key";--> statement-breakpoint
DROP INDEX "products_genres_idx";--> statement-breakpoint
DROP INDEX "products_regions_idx";--> statement-breakpoint
-- Hand-written (INCLUDE); docs/decisions/0004. Measured on 100,000 products: the bitmap indexes above made
-- the planner AND large bitmaps (regions && '{US,RU/CIS}' is 34,000 rows) and then read the table; without
-- them every browse search is an index-only scan of a covering index (bare SQL 2,900 → 4,000 TPS, p99
-- 76 → 50 ms at 32 clients). The platform and category covers gain rating, so a rating sort within a
-- platform or category is index-only too.
DROP INDEX "products_platform_cover";--> statement-breakpoint
DROP INDEX "products_category_cover";--> statement-breakpoint
CREATE INDEX "products_platform_cover" ON "products" USING btree ("platform", "release_date", "id")
  INCLUDE ("type", "category", "pvp_cents", "rating", "genres", "regions");--> statement-breakpoint
CREATE INDEX "products_category_cover" ON "products" USING btree ("category", "release_date", "id")
  INCLUDE ("type", "platform", "pvp_cents", "rating", "genres", "regions");--> statement-breakpoint
ANALYZE "products";
