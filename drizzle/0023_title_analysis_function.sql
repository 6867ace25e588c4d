-- Issue 13 §3 (title search, docs/decisions/0034): the analysis of a title query (its words, each word's
-- corrections and the shortest title it can be in; decisions 0001 and 0030) moves from a statement the store
-- sent on every title search into this function. The statement was planned afresh on every run (sessions use
-- plan_cache_mode = force_custom_plan, decision 0006, for the searches whose best plan depends on the values),
-- and planning it took 0.8-0.9 ms against 0.3-0.4 ms of running it. Its plan does not depend on the values (a
-- scan of the dictionary and of its length index), so the function plans it once per session, generically,
-- and PostgreSQL replans it when the dictionary's statistics or definition change. Answers are read at every
-- call, never kept: a word added to the dictionary is found by the next search.
-- Rows come in word order: RETURN QUERY keeps the statement's order, and a function scan reads it back so.
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
                THEN (SELECT min(coalesce(d.shortest_title, length(d.word)))::integer FROM search_words d
                       WHERE d.word LIKE ANY (SELECT '%' || c || '%' FROM unnest(a.corrections) c))
              ELSE a.shortest
         END
    FROM q LEFT JOIN analysed a ON true ORDER BY a.n;
END $$;
