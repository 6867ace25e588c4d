-- Issue 13 §3 (title search's tail): three changes to the title analysis and the word index, each a decision.
-- - Decision 0049: the analysis (pk_analyse_title) also counts, for each word a walk of the word index could take, the
--   storefront titles of the dictionary words holding it (an index-only reading of the walk index, up to max_counted),
--   so that of two such words the store walks the one in fewest titles; before, mostly the longest was walked
--   (`edicion wyrm` read the 6,742 titles of "edicion" for the few holding "wyrm"). A kept analysis (decision 0045)
--   keeps its counts until the dictionary changes: a count only chooses which word is walked, never which titles
--   match, so a stale one costs time, not answers.
-- - Decision 0050: a title search sorted by price, rating or release date, with more to test than its word (another
--   word, or a type, platform, category or price filter), reads the titles of the word a walk would take from the word
--   index (pk_walk_sorted), tests everything there and sorts what passes; before, it walked a covering index in the sort
--   order testing the title's LIKEs, or read the product of every title holding the word from the trigram bitmap
--   (`asedio 2` sorted by rating, 10 ms). The word index holds the two sort keys it lacked, the rating and the release
--   date, copied and kept as the other filtered columns are (migration 0030): a back-office edit of either updates the
--   product's rows; a stock update (the checkout's) changes none and writes nothing here.
-- - Decision 0051: the dictionary and the word index hold the title words of one and two letters too ("3", "ii", "iv",
--   "de"), so a word of any length is held by a title exactly when one of the title's words holds it, and the analysis
--   gives it holders, a shortest title and a count like any other: a search made only of short words ("IV 3", 23 ms)
--   walks the word index instead of the title covering index. The trigram index cannot serve a LIKE of under three
--   letters: such a word's lookup reads the dictionary's index whole (once per title, the analysis being kept).
--   Corrections are unchanged: only for words of four letters or more, within one typo (two from six letters), so
--   never a word of one or two letters.
ALTER TABLE "title_words" ADD COLUMN "rating" numeric(3, 1), ADD COLUMN "release_date" date;
--> statement-breakpoint
-- Dropped while every row is updated and the short words are added, and made again once.
DROP INDEX "title_words_walk";
--> statement-breakpoint
UPDATE title_words w SET rating = p.rating, release_date = p.release_date FROM products p WHERE p.id = w.product_id;
--> statement-breakpoint
ALTER TABLE "title_words" ALTER COLUMN "release_date" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_title_words(title text) RETURNS TABLE (word text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(title, '[^[:alnum:]]+') AS w WHERE w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_note_title_words(titles text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS d (word, shortest_title)
  SELECT c.w, c.shortest
    FROM (SELECT w, min(length(t.title)) AS shortest
            FROM unnest(titles) AS t(title), regexp_split_to_table(t.title, '[^[:alnum:]]+') AS w
           WHERE w <> ''
           GROUP BY w) c
   WHERE NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word = c.w AND e.shortest_title <= c.shortest)
   ORDER BY c.w
  ON CONFLICT (word) DO UPDATE SET shortest_title = least(d.shortest_title, excluded.shortest_title)
   WHERE d.shortest_title IS NULL OR excluded.shortest_title < d.shortest_title
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows));
  INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden, rating, release_date)
  SELECT n.id, t.word, length(n.search_title), n.search_title, n.type, n.platform, n.category, n.pvp_cents, n.hidden, n.rating, n.release_date
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
           AND (n.type, n.platform, n.category, n.pvp_cents, n.hidden, n.rating, n.release_date)
               IS DISTINCT FROM (o.type, o.platform, o.category, o.pvp_cents, o.hidden, o.rating, o.release_date))
    INTO changed, moved
    FROM new_rows n JOIN old_rows o ON o.id = n.id;
  IF changed IS NOT NULL THEN
    PERFORM pk_note_title_words(ARRAY(SELECT search_title FROM new_rows WHERE id = ANY(changed)));
    DELETE FROM title_words WHERE product_id = ANY(changed);
    INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden, rating, release_date)
    SELECT n.id, t.word, length(n.search_title), n.search_title, n.type, n.platform, n.category, n.pvp_cents, n.hidden, n.rating, n.release_date
      FROM new_rows n, pk_title_words(n.search_title) t WHERE n.id = ANY(changed);
  END IF;
  IF moved IS NOT NULL THEN
    UPDATE title_words w
       SET type = n.type, platform = n.platform, category = n.category, pvp_cents = n.pvp_cents, hidden = n.hidden,
           rating = n.rating, release_date = n.release_date
      FROM new_rows n WHERE n.id = ANY(moved) AND w.product_id = n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT pk_note_title_words(ARRAY(SELECT search_title FROM products));
--> statement-breakpoint
INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden, rating, release_date)
SELECT p.id, t.word, length(p.search_title), p.search_title, p.type, p.platform, p.category, p.pvp_cents, p.hidden, p.rating, p.release_date
  FROM products p, pk_title_words(p.search_title) t WHERE length(t.word) < 3;
--> statement-breakpoint
CREATE INDEX "title_words_walk" ON "title_words" ("word", "title_length", "product_id" DESC)
  INCLUDE ("search_title", "type", "platform", "category", "pvp_cents", "rating", "release_date") WHERE NOT "hidden";
--> statement-breakpoint
-- A sorted walk: every storefront title of the dictionary words holding the walked word that holds the other words and
-- passes the filters (tested on the index entry; genres and regions on the product, only when given), once each
-- (a title holding two of those dictionary words is read twice), sorted as the store sorts (decision 29: the key,
-- then the id), the page cut from it and returned in order (the caller numbers the rows WITH ORDINALITY). `sort` is
-- one of the store's orders.
CREATE FUNCTION pk_walk_sorted(
  holding text[], o1 text[], o2 text[], o3 text[], o4 text[], o5 text[],
  of_types text[], of_platforms text[], of_categories text[], of_genres text[], of_regions text[], max_cents integer,
  sort text, page_size integer, skip integer)
  RETURNS TABLE (id integer)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id FROM (
    SELECT DISTINCT ON (w.id) w.id, w.pvp_cents, w.rating, w.release_date
      FROM (SELECT d.word FROM search_words d WHERE d.word LIKE ANY (holding)) h
     -- One reading of the walk index per dictionary word (OFFSET 0 keeps it so), whatever the generic plan estimates
     -- of the dictionary words' number: never a join over the whole word index.
     CROSS JOIN LATERAL (
       SELECT t.product_id AS id, t.pvp_cents, t.rating, t.release_date FROM title_words t
        WHERE t.word = h.word AND NOT t.hidden
          AND (o1 IS NULL OR t.search_title LIKE ANY (o1)) AND (o2 IS NULL OR t.search_title LIKE ANY (o2))
          AND (o3 IS NULL OR t.search_title LIKE ANY (o3)) AND (o4 IS NULL OR t.search_title LIKE ANY (o4))
          AND (o5 IS NULL OR t.search_title LIKE ANY (o5))
          AND (of_types IS NULL OR t.type = ANY (of_types)) AND (of_platforms IS NULL OR t.platform = ANY (of_platforms))
          AND (of_categories IS NULL OR t.category = ANY (of_categories)) AND (max_cents IS NULL OR t.pvp_cents <= max_cents)
          AND (of_genres IS NULL AND of_regions IS NULL OR EXISTS (
                SELECT FROM products p WHERE p.id = t.product_id
                   AND (of_genres IS NULL OR p.genres && of_genres) AND (of_regions IS NULL OR p.regions && of_regions)))
       OFFSET 0) w
     ORDER BY w.id) s
   ORDER BY CASE WHEN sort = 'price_low' THEN s.pvp_cents END ASC,
            CASE WHEN sort = 'price_high' THEN s.pvp_cents END DESC,
            CASE WHEN sort = 'rating' THEN s.rating END DESC NULLS LAST,
            CASE WHEN sort = 'newest' THEN s.release_date END DESC,
            CASE WHEN sort = 'price_low' THEN s.id END ASC,
            s.id DESC
   LIMIT page_size OFFSET skip;
END $$;
--> statement-breakpoint
DROP FUNCTION pk_analyse_title(text, integer, integer);
--> statement-breakpoint
CREATE FUNCTION pk_analyse_title(title text, max_words integer, max_corrections integer, max_walked integer, max_counted integer)
  RETURNS TABLE (phrase text, word text, corrections text[], shortest integer, holders integer, titles integer)
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
               FROM search_words d WHERE d.word LIKE '%' || words.word || '%') held),
       -- A misspelt word's shortest title and holders are its corrections': one indexed lookup per correction gives both
       -- (a dictionary word holding two corrections counts twice). How many hold the word decides whether a search
       -- may walk their titles (decisions 0043, 0046, 0051): held by at most max_walked.
       result AS (
         SELECT q.phrase, a.word, a.n, a.corrections,
                CASE WHEN a.corrections IS NOT NULL THEN fixed.shortest ELSE a.shortest END AS shortest,
                CASE WHEN a.corrections IS NOT NULL THEN fixed.holders ELSE a.holders END AS holders,
                CASE WHEN cardinality(a.corrections) > 0 THEN a.corrections ELSE ARRAY[a.word] END AS looked
           FROM q LEFT JOIN analysed a ON true
           LEFT JOIN LATERAL (
             SELECT min(held.shortest)::integer AS shortest, coalesce(sum(held.holders), 0)::integer AS holders
               FROM unnest(a.corrections) c CROSS JOIN LATERAL (
                 SELECT min(coalesce(d.shortest_title, length(d.word))) AS shortest, count(*) AS holders
                   FROM search_words d WHERE d.word LIKE '%' || c || '%') held) fixed ON true)
  -- The titles of a word that can be walked: the walk index's entries of the dictionary words holding what it looks
  -- for (a title holding two of them counts twice, as a walk reads it twice), at most max_counted.
  SELECT r.phrase, r.word, r.corrections, r.shortest, r.holders,
         CASE WHEN r.word IS NOT NULL AND r.holders <= max_walked THEN (
           SELECT count(*)::integer FROM (
             SELECT FROM unnest(r.looked) c
               JOIN search_words d ON d.word LIKE '%' || c || '%'
               JOIN title_words t ON t.word = d.word AND NOT t.hidden
              LIMIT max_counted) counted)
         END
    FROM result r
   ORDER BY r.n;
END $$;
--> statement-breakpoint
ANALYZE search_words;
--> statement-breakpoint
ANALYZE title_words;
