DROP INDEX "products_release_idx";--> statement-breakpoint
DROP INDEX "products_pvp_idx";--> statement-breakpoint
DROP INDEX "products_platform_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_platform_key" ON "products" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "products_category_key" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_type_key" ON "products" USING btree ("type");--> statement-breakpoint
-- Hand-written (drizzle cannot express INCLUDE or statistics objects); docs/decisions/0004.
-- One covering index per sort order of the search: the sort key and id, then every filter column (and the
-- search title, for a title search with a sort), so a search walks the order and tests its filters in an
-- index-only scan, reading the table only for the 12 rows of the page. Backward scans serve the
-- descending orders.
CREATE INDEX "products_release_cover" ON "products" USING btree ("release_date", "id")
  INCLUDE ("type", "platform", "category", "pvp_cents", "genres", "regions", "search_title");--> statement-breakpoint
CREATE INDEX "products_pvp_cover" ON "products" USING btree ("pvp_cents", "id")
  INCLUDE ("type", "platform", "category", "genres", "regions", "search_title");--> statement-breakpoint
CREATE INDEX "products_rating_cover" ON "products" USING btree ("rating" DESC NULLS LAST, "id" DESC)
  INCLUDE ("type", "platform", "category", "pvp_cents", "genres", "regions", "search_title");--> statement-breakpoint
-- A platform or a category narrows the walk to its own rows (newest first within it, or a small sort).
CREATE INDEX "products_platform_cover" ON "products" USING btree ("platform", "release_date", "id")
  INCLUDE ("type", "category", "pvp_cents", "genres", "regions");--> statement-breakpoint
CREATE INDEX "products_category_cover" ON "products" USING btree ("category", "release_date", "id")
  INCLUDE ("type", "platform", "pvp_cents", "genres", "regions");--> statement-breakpoint
-- Platform, category and type are strongly related (a music service is never a console game): without
-- these statistics the planner multiplies their shares, expects hundreds of rows where there are none, and
-- walks a whole ordering index looking for them.
CREATE STATISTICS IF NOT EXISTS "products_filter_stats" (mcv, dependencies) ON "platform", "category", "type" FROM "products";--> statement-breakpoint
ALTER STATISTICS "products_filter_stats" SET STATISTICS 200;--> statement-breakpoint
ANALYZE "products";
