-- Issue 13 §3 (title search's tail, docs/decisions/0049): a search of two words or more walks the word index for one
-- of its words (decision 0046), and until now chose the word held by fewest dictionary words, the longest of two held
-- by as many. Most words are held by one dictionary word, themselves, so the choice was mostly the longest word:
-- `edicion wyrm` walked the 6,742 titles of "edicion" to find the few holding "wyrm", which has 1,146 titles. The
-- analysis now also counts, for each word a walk could take, the storefront titles of the dictionary words holding
-- it (as typed, or its corrections), up to max_counted, so the store walks the word with fewest titles. The count is
-- an index-only reading of the walk index (migration 0030), made only when two words or more could be walked (a
-- search of one word has no choice to make). A kept analysis (decision 0045) keeps its counts until the dictionary
-- changes: counts only choose which word is walked, never which titles match, so a stale count costs time, not
-- answers.
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
               FROM search_words d WHERE length(words.word) >= 3 AND d.word LIKE '%' || words.word || '%') held),
       -- A misspelt word's shortest title and holders are its corrections': one indexed lookup per correction gives both
       -- (a dictionary word holding two corrections counts twice). How many hold the word decides whether a search
       -- may walk their titles (decisions 0043, 0046): every word it looks for (as typed, or its corrections) of
       -- three letters or more, held by at most max_walked.
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
                   FROM search_words d WHERE d.word LIKE '%' || c || '%') held) fixed ON true),
       walkable AS (
         SELECT r.*, r.word IS NOT NULL AND r.holders <= max_walked
                     AND (SELECT bool_and(length(c) >= 3) FROM unnest(r.looked) c) AS walkable
           FROM result r)
  -- The titles of a word that can be walked, when another can be too: the walk index's entries of the dictionary
  -- words holding what it looks for (a title holding two of them counts twice, as a walk reads it twice), at most
  -- max_counted.
  SELECT w.phrase, w.word, w.corrections, w.shortest, w.holders,
         CASE WHEN w.walkable AND count(*) FILTER (WHERE w.walkable) OVER () >= 2 THEN (
           SELECT count(*)::integer FROM (
             SELECT FROM unnest(w.looked) c
               JOIN search_words d ON d.word LIKE '%' || c || '%'
               JOIN title_words t ON t.word = d.word AND NOT t.hidden
              LIMIT max_counted) counted)
         END
    FROM walkable w
   ORDER BY w.n;
END $$;
