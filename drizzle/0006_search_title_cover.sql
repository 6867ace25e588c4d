-- Hand-written (drizzle cannot express INCLUDE); docs/decisions/0004 and 0001.
-- Title searches ordered by relevance mostly sort by the shortest title, then id, within one or two groups
-- (search-products.ts): this index walks that order and tests the title and every filter in an index-only
-- scan, so a common word ("gold", thousands of matches) reads a few index pages instead of every match.
CREATE INDEX "products_title_cover" ON "products" USING btree (length("search_title"), "id" DESC)
  INCLUDE ("search_title", "type", "platform", "category", "pvp_cents", "genres", "regions");--> statement-breakpoint
-- The planner chooses between that walk and the trigram bitmap from its estimate of how many titles match
-- '%word%', taken from the sampled titles: a larger sample makes it fit for words in 0.1% of titles.
ALTER TABLE "products" ALTER COLUMN "search_title" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "products";
