-- Issue 12 §3 (catalogue in the back office). A product the operator hides leaves the storefront (search,
-- home, product page, sitemap, checkout) but keeps its row, its orders, keys and price history.
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The search's covering indexes (0005-0007, docs/decisions/0006) become partial on NOT hidden: every
-- storefront search now tests `not p.hidden`, and a partial index keeps that test out of the scan, so a
-- browse search stays an index-only walk without a new INCLUDE column.
DROP INDEX "products_release_cover";--> statement-breakpoint
DROP INDEX "products_pvp_cover";--> statement-breakpoint
DROP INDEX "products_rating_cover";--> statement-breakpoint
DROP INDEX "products_platform_cover";--> statement-breakpoint
DROP INDEX "products_category_cover";--> statement-breakpoint
DROP INDEX "products_title_cover";--> statement-breakpoint
CREATE INDEX "products_release_cover" ON "products" USING btree ("release_date", "id")
  INCLUDE ("type", "platform", "category", "pvp_cents", "genres", "regions", "search_title") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_pvp_cover" ON "products" USING btree ("pvp_cents", "id")
  INCLUDE ("type", "platform", "category", "genres", "regions", "search_title") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_rating_cover" ON "products" USING btree ("rating" DESC NULLS LAST, "id" DESC)
  INCLUDE ("type", "platform", "category", "pvp_cents", "genres", "regions", "search_title") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_platform_cover" ON "products" USING btree ("platform", "release_date", "id")
  INCLUDE ("type", "category", "pvp_cents", "rating", "genres", "regions") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_category_cover" ON "products" USING btree ("category", "release_date", "id")
  INCLUDE ("type", "platform", "pvp_cents", "rating", "genres", "regions") WHERE NOT "hidden";--> statement-breakpoint
CREATE INDEX "products_title_cover" ON "products" USING btree (length("search_title"), "id" DESC)
  INCLUDE ("search_title", "type", "platform", "category", "pvp_cents", "genres", "regions") WHERE NOT "hidden";--> statement-breakpoint
ANALYZE "products";
