-- Issue 13 §3 (title search's tail, docs/decisions/0043): a word index of the titles. One row per word of three
-- letters or more of a product's search_title (the words the dictionary, search_words, is made of), with the
-- title's length. A search for one word of three letters or more walks, for each dictionary word holding it, that
-- word's rows shortest title first and takes the first page, instead of testing a LIKE on every title of the title
-- covering index until a page has matched (`dragon` read 1,923 entries for 12 on 100,000 products).
-- Kept exactly the words of today's titles: a product's rows are written again whenever its search_title changes
-- (by the dictionary's statement triggers of migration 0004, from their transition tables), and go with the product. Hidden products
-- keep their rows: the search joins products and leaves them out, as every other search does.
CREATE TABLE "title_words" (
	"product_id" integer NOT NULL,
	"word" text NOT NULL,
	"title_length" integer NOT NULL,
	CONSTRAINT "title_words_pkey" PRIMARY KEY ("product_id", "word")
);
--> statement-breakpoint
ALTER TABLE "title_words" ADD CONSTRAINT "title_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The walk: one word's titles, shortest first, then the newest id (the order of relevance, decision 29).
CREATE INDEX "title_words_walk" ON "title_words" ("word", "title_length", "product_id" DESC);
--> statement-breakpoint
-- The words of a title the index holds: those of three letters or more, split as the dictionary splits them
-- (pk_note_title_words, migration 0022).
CREATE FUNCTION pk_title_words(title text) RETURNS TABLE (word text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(title, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows));
  INSERT INTO title_words (product_id, word, title_length)
  SELECT n.id, t.word, length(n.search_title) FROM new_rows n, pk_title_words(n.search_title) t;
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
    SELECT n.id, t.word, length(n.search_title) FROM new_rows n, pk_title_words(n.search_title) t WHERE n.id = ANY(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO title_words (product_id, word, title_length)
SELECT p.id, t.word, length(p.search_title) FROM products p, pk_title_words(p.search_title) t;
--> statement-breakpoint
ANALYZE title_words;
--> statement-breakpoint
-- The analysis of migration 0024, which also says how many dictionary words hold each word: the search walks the
-- word index only for a word held by few (a short fragment held by hundreds is found sooner by the title walk).
DROP FUNCTION pk_analyse_title(text, integer, integer);
--> statement-breakpoint
CREATE FUNCTION pk_analyse_title(title text, max_words integer, max_corrections integer)
  RETURNS TABLE (phrase text, word text, corrections text[], shortest integer, holders integer)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH q AS (SELECT lower(pk_unaccent(title)) AS phrase),
       words AS (
         SELECT w.word, w.n FROM q, regexp_split_to_table(q.phrase, '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
          WHERE w.word <> '' ORDER BY w.n LIMIT max_words),
       analysed AS (
         -- A word of four letters or more that no dictionary word holds is misspelt: its corrections are the
         -- dictionary words one typo away (two for six letters or more), closest first.
         SELECT words.word, words.n, held.shortest, held.holders,
                CASE WHEN length(words.word) >= 4 AND NOT held.found
                  THEN array(
                    SELECT d.word FROM search_words d
                     WHERE length(d.word) BETWEEN length(words.word) - 2 AND length(words.word) + 2
                       AND levenshtein_less_equal(d.word, words.word, 2) <= CASE WHEN length(words.word) >= 6 THEN 2 ELSE 1 END
                     ORDER BY levenshtein_less_equal(d.word, words.word, 2), d.word LIMIT max_corrections)
                END AS corrections
           FROM words CROSS JOIN LATERAL (
             SELECT count(*) > 0 AS found, count(*)::integer AS holders, min(coalesce(d.shortest_title, length(d.word))) AS shortest
               FROM search_words d WHERE length(words.word) >= 3 AND d.word LIKE '%' || words.word || '%') held)
  -- A misspelt word's shortest title and holders are its corrections': one indexed lookup per correction gives both
  -- (a dictionary word holding two corrections counts twice). How many hold the word decides whether a one-word
  -- search walks their titles (decision 0043).
  SELECT q.phrase, a.word, a.corrections,
         CASE WHEN a.corrections IS NOT NULL THEN fixed.shortest ELSE a.shortest END,
         CASE WHEN a.corrections IS NOT NULL THEN fixed.holders ELSE a.holders END
    FROM q LEFT JOIN analysed a ON true
    LEFT JOIN LATERAL (
      SELECT min(held.shortest)::integer AS shortest, coalesce(sum(held.holders), 0)::integer AS holders
        FROM unnest(a.corrections) c CROSS JOIN LATERAL (
          SELECT min(coalesce(d.shortest_title, length(d.word))) AS shortest, count(*) AS holders
            FROM search_words d WHERE d.word LIKE '%' || c || '%') held) fixed ON true
   ORDER BY a.n;
END $$;
