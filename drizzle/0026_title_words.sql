-- Issue 13 §3 (title search's tail, docs/decisions/0043): a word index of the titles. One row per word of three
-- letters or more of a product's search_title (the words the dictionary, search_words, is made of), with the
-- title's length. A search for one word of three letters or more walks, for each dictionary word holding it, that
-- word's rows shortest title first and takes the first page, instead of testing a LIKE on every title of the title
-- covering index until a page has matched (`dragon` read 1,923 entries for 12 on 100,000 products).
-- Kept exactly the words of today's titles: a product's rows are written again whenever its search_title changes
-- (by the dictionary's statement triggers of migration 0004, from their transition tables), and go with the product. Hidden products
-- keep their rows: the search joins products and leaves them out, as every other search does.
CREATE TABLE IF NOT EXISTS "title_words" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"word" text NOT NULL,
	"title_length" integer NOT NULL,
	PRIMARY KEY ("product_id", "word")
);
--> statement-breakpoint
-- The walk: one word's titles, shortest first, then the newest id (the order of relevance, decision 29).
CREATE INDEX IF NOT EXISTS "title_words_walk" ON "title_words" ("word", "title_length", "product_id" DESC);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows));
  INSERT INTO title_words (product_id, word, title_length)
  SELECT DISTINCT n.id, w, length(n.search_title)
    FROM new_rows n, regexp_split_to_table(n.search_title, '[^[:alnum:]]+') AS w
   WHERE length(w) >= 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock updates touch products all day: only rows whose title changed are read again, and most statements have none.
-- A product whose title changed has its rows written again from the new title.
CREATE OR REPLACE FUNCTION pk_collect_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE n.search_title IS DISTINCT FROM o.search_title ORDER BY n.id);
  IF cardinality(changed) > 0 THEN
    PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows WHERE id = ANY(changed)));
    DELETE FROM title_words WHERE product_id = ANY(changed);
    INSERT INTO title_words (product_id, word, title_length)
    SELECT DISTINCT n.id, w, length(n.search_title)
      FROM new_rows n, regexp_split_to_table(n.search_title, '[^[:alnum:]]+') AS w
     WHERE n.id = ANY(changed) AND length(w) >= 3;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO title_words (product_id, word, title_length)
SELECT DISTINCT p.id, w, length(p.search_title)
  FROM products p, regexp_split_to_table(p.search_title, '[^[:alnum:]]+') AS w
 WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE title_words;
