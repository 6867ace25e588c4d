-- Issue 13 §3 (title search, docs/decisions/0038): the analysis of a title query finds the dictionary words
-- holding each of its words (`word LIKE '%w%'`) and the shortest title of its corrections' words the same way.
-- Both read every dictionary word: 282 words on the generated catalogue, but a real catalogue's titles hold tens
-- of thousands, and then each title search read them all once per word (27,535 words: 3-17 ms an analysis).
-- A trigram index on the dictionary answers those tests from the index, as products_search_title_idx does for
-- titles. Dictionary words have three letters or more (pk_note_title_words), so every pattern has a trigram.
CREATE INDEX IF NOT EXISTS "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The same function as migration 0023, but for the shortest title of a misspelt word's corrections: it was one
-- test of every dictionary word against all the corrections (`LIKE ANY`, which the index cannot serve); it is
-- now one indexed lookup per correction.
CREATE OR REPLACE FUNCTION pk_analyse_title(title text, max_words integer, max_corrections integer)
  RETURNS TABLE (phrase text, word text, corrections text[], shortest integer)
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
         SELECT words.word, words.n, held.shortest,
                CASE WHEN length(words.word) >= 4 AND NOT held.found
                  THEN array(
                    SELECT d.word FROM search_words d
                     WHERE length(d.word) BETWEEN length(words.word) - 2 AND length(words.word) + 2
                       AND levenshtein_less_equal(d.word, words.word, 2) <= CASE WHEN length(words.word) >= 6 THEN 2 ELSE 1 END
                     ORDER BY levenshtein_less_equal(d.word, words.word, 2), d.word LIMIT max_corrections)
                END AS corrections
           FROM words CROSS JOIN LATERAL (
             SELECT count(*) > 0 AS found, min(coalesce(d.shortest_title, length(d.word))) AS shortest
               FROM search_words d WHERE length(words.word) >= 3 AND d.word LIKE '%' || words.word || '%') held)
  SELECT q.phrase, a.word, a.corrections,
         CASE WHEN a.corrections IS NOT NULL
                THEN (SELECT min(held.shortest)::integer
                        FROM unnest(a.corrections) c CROSS JOIN LATERAL (
                          SELECT min(coalesce(d.shortest_title, length(d.word))) AS shortest
                            FROM search_words d WHERE d.word LIKE '%' || c || '%') held)
              ELSE a.shortest
         END
    FROM q LEFT JOIN analysed a ON true ORDER BY a.n;
END $$;
