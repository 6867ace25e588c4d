-- Issue 13 §3 (title search's tail, docs/decisions/0046): the word index holds a copy of the title, so a search of
-- two words or more walks the titles of the word held by fewest dictionary words (decision 0043's walk) and tests the
-- other words on the index's entries, reading a product only for a title that holds them all. Before, such a search
-- tested a LIKE on the title covering index's entries from the shortest title on ("edicisn caballero": 42,812
-- entries for 12 rows on 100,000 products), or rechecked a trigram bitmap on the table ("king 3": 4,838 pages).
-- The copy is written with the rows, by the same triggers, whenever a product's search_title changes.
ALTER TABLE "title_words" ADD COLUMN "search_title" text;
--> statement-breakpoint
UPDATE title_words w SET search_title = p.search_title FROM products p WHERE p.id = w.product_id;
--> statement-breakpoint
ALTER TABLE "title_words" ALTER COLUMN "search_title" SET NOT NULL;
--> statement-breakpoint
-- The walk: one word's titles, shortest first, then the newest id, with the title to test the other words on.
DROP INDEX "title_words_walk";
--> statement-breakpoint
CREATE INDEX "title_words_walk" ON "title_words" ("word", "title_length", "product_id" DESC) INCLUDE ("search_title");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows));
  INSERT INTO title_words (product_id, word, title_length, search_title)
  SELECT n.id, t.word, length(n.search_title), n.search_title FROM new_rows n, pk_title_words(n.search_title) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE n.search_title IS DISTINCT FROM o.search_title ORDER BY n.id);
  IF cardinality(changed) > 0 THEN
    PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows WHERE id = ANY(changed)));
    DELETE FROM title_words WHERE product_id = ANY(changed);
    INSERT INTO title_words (product_id, word, title_length, search_title)
    SELECT n.id, t.word, length(n.search_title), n.search_title FROM new_rows n, pk_title_words(n.search_title) t
     WHERE n.id = ANY(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ANALYZE title_words;
