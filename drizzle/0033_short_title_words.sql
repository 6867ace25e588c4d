-- Issue 13 §3 (title search's tail, docs/decisions/0051): the dictionary and the word index hold the title words of
-- one and two letters too ("3", "ii", "iv", "de"). Before, a search word under three letters could not be looked up:
-- it might sit in a title word the dictionary did not hold, so a search made only of such words ("IV 3", "2" with a
-- category, "ii" on one platform) could not walk the word index and walked the title covering index in length order,
-- testing LIKEs on up to half the catalogue: the slowest title statements left (`IV 3` 23 ms). Now every title word is
-- in the dictionary, so a word of any length is held by a title exactly when one of the title's words holds it, and
-- the analysis gives it holders, a shortest title and a count of titles like any other (decisions 0030, 0043, 0049).
-- The trigram index cannot serve a LIKE of under three letters: such a word's lookup reads the dictionary's index
-- whole (a few hundred words here; once per title, the analysis being kept, decision 0045). Corrections are unchanged:
-- they are looked for only for words of four letters or more, within one typo (two from six letters), so never a
-- word of one or two letters.
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
SELECT pk_note_title_words(ARRAY(SELECT search_title FROM products));
--> statement-breakpoint
INSERT INTO title_words (product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden, rating, release_date)
SELECT p.id, t.word, length(p.search_title), p.search_title, p.type, p.platform, p.category, p.pvp_cents, p.hidden, p.rating, p.release_date
  FROM products p, pk_title_words(p.search_title) t WHERE length(t.word) < 3;
--> statement-breakpoint
-- The analysis of migration 0032, with a word of any length looked up in the dictionary and counted.
CREATE OR REPLACE FUNCTION pk_analyse_title(title text, max_words integer, max_corrections integer, max_walked integer, max_counted integer)
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
