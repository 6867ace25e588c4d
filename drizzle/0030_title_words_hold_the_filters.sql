-- Issue 13 §3 (title search's tail, docs/decisions/0048): the word index also holds what a search filters on most (the
-- product's type, platform, category, selling price and whether it is hidden), so a walk (pk_walk_titles, decisions
-- 0043, 0046, 0047) tests those filters on the index entry as it tests the words, and reads a product only for a genre
-- or region filter (arrays, about 90 bytes an entry, which would have made the index half as big again): the store's
-- statement reads the page's twelve. Before, a walk read the product of every title holding its words to test the
-- filters: `steel&platform=Amazon` read every one of the 2,000 titles holding "steel" for the few on Amazon, the
-- slowest title statements under load. The title covering index of the products (migration 0006) holds the same
-- columns for the same reason.
-- The rows are kept by the triggers that keep them (migrations 0026, 0028): a product whose title changed has its rows
-- written again; a product whose title is the same but a filtered column changed has its rows updated. A stock
-- update (the checkout's) changes none of them and writes nothing here.
ALTER TABLE "title_words" ADD COLUMN "type" text, ADD COLUMN "platform" text, ADD COLUMN "category" text,
  ADD COLUMN "pvp_cents" integer, ADD COLUMN "hidden" boolean;
--> statement-breakpoint
UPDATE title_words w
   SET type = p.type, platform = p.platform, category = p.category, pvp_cents = p.pvp_cents, hidden = p.hidden
  FROM products p WHERE p.id = w.product_id;
--> statement-breakpoint
ALTER TABLE "title_words" ALTER COLUMN "type" SET NOT NULL, ALTER COLUMN "platform" SET NOT NULL,
  ALTER COLUMN "category" SET NOT NULL, ALTER COLUMN "pvp_cents" SET NOT NULL, ALTER COLUMN "hidden" SET NOT NULL;
--> statement-breakpoint
-- The walk: one word's titles on the storefront, shortest first, then the newest id, with all a walk tests.
DROP INDEX "title_words_walk";
--> statement-breakpoint
CREATE INDEX "title_words_walk" ON "title_words" ("word", "title_length", "product_id" DESC)
  INCLUDE ("search_title", "type", "platform", "category", "pvp_cents") WHERE NOT "hidden";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows));
  INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden)
  SELECT n.id, t.word, length(n.search_title), n.search_title, n.type, n.platform, n.category, n.pvp_cents, n.hidden
    FROM new_rows n, pk_title_words(n.search_title) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  moved integer[];
BEGIN
  SELECT array_agg(n.id ORDER BY n.id) FILTER (WHERE n.search_title IS DISTINCT FROM o.search_title),
         array_agg(n.id ORDER BY n.id) FILTER (WHERE n.search_title IS NOT DISTINCT FROM o.search_title
           AND (n.type, n.platform, n.category, n.pvp_cents, n.hidden)
               IS DISTINCT FROM (o.type, o.platform, o.category, o.pvp_cents, o.hidden))
    INTO changed, moved
    FROM new_rows n JOIN old_rows o ON o.id = n.id;
  IF changed IS NOT NULL THEN
    PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows WHERE id = ANY(changed)));
    DELETE FROM title_words WHERE product_id = ANY(changed);
    INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden)
    SELECT n.id, t.word, length(n.search_title), n.search_title, n.type, n.platform, n.category, n.pvp_cents, n.hidden
      FROM new_rows n, pk_title_words(n.search_title) t WHERE n.id = ANY(changed);
  END IF;
  IF moved IS NOT NULL THEN
    UPDATE title_words w
       SET type = n.type, platform = n.platform, category = n.category, pvp_cents = n.pvp_cents, hidden = n.hidden
      FROM new_rows n WHERE n.id = ANY(moved) AND w.product_id = n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The walk of migration 0029, which tests the filters on the index entry, and reads a product for a genre or region
-- filter only (a subquery the OR skips when the filter is null).
CREATE OR REPLACE FUNCTION pk_walk_titles(
  holding text[], phrase text, phrase_length integer, bound integer,
  o1 text[], o2 text[], o3 text[], o4 text[], o5 text[],
  of_types text[], of_platforms text[], of_categories text[], of_genres text[], of_regions text[], max_cents integer,
  enough integer, page_size integer, skip integer)
  RETURNS TABLE (id integer, g integer, key integer)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, t.g, t.key FROM (SELECT d.word FROM search_words d WHERE d.word LIKE ANY (holding)) h
   CROSS JOIN LATERAL (
     (SELECT w.product_id AS id, 0 AS g, w.title_length AS key FROM title_words w
       WHERE phrase IS NOT NULL AND w.word = h.word AND NOT w.hidden AND w.title_length >= phrase_length
         AND w.search_title LIKE phrase
         AND (of_types IS NULL OR w.type = ANY (of_types)) AND (of_platforms IS NULL OR w.platform = ANY (of_platforms))
         AND (of_categories IS NULL OR w.category = ANY (of_categories)) AND (max_cents IS NULL OR w.pvp_cents <= max_cents)
         AND (of_genres IS NULL AND of_regions IS NULL OR EXISTS (
               SELECT FROM products p WHERE p.id = w.product_id
                  AND (of_genres IS NULL OR p.genres && of_genres) AND (of_regions IS NULL OR p.regions && of_regions)))
       ORDER BY w.title_length, w.product_id DESC LIMIT enough)
     UNION ALL
     (SELECT w.product_id AS id, 1 AS g, w.title_length AS key FROM title_words w
       WHERE w.word = h.word AND NOT w.hidden AND w.title_length >= bound
         AND (o1 IS NULL OR w.search_title LIKE ANY (o1)) AND (o2 IS NULL OR w.search_title LIKE ANY (o2))
         AND (o3 IS NULL OR w.search_title LIKE ANY (o3)) AND (o4 IS NULL OR w.search_title LIKE ANY (o4))
         AND (o5 IS NULL OR w.search_title LIKE ANY (o5)) AND (phrase IS NULL OR w.search_title NOT LIKE phrase)
         AND (of_types IS NULL OR w.type = ANY (of_types)) AND (of_platforms IS NULL OR w.platform = ANY (of_platforms))
         AND (of_categories IS NULL OR w.category = ANY (of_categories)) AND (max_cents IS NULL OR w.pvp_cents <= max_cents)
         AND (of_genres IS NULL AND of_regions IS NULL OR EXISTS (
               SELECT FROM products p WHERE p.id = w.product_id
                  AND (of_genres IS NULL OR p.genres && of_genres) AND (of_regions IS NULL OR p.regions && of_regions)))
       ORDER BY w.title_length, w.product_id DESC LIMIT enough)) t
   GROUP BY t.id, t.g, t.key
   ORDER BY t.g, t.key, t.id DESC
   LIMIT page_size OFFSET skip;
END $$;
--> statement-breakpoint
ANALYZE title_words;
