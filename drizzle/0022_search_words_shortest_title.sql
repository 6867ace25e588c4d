-- Issue 13 §3 (title search's tail, docs/decisions/0030): each dictionary word keeps the length of the shortest
-- search_title it has appeared in. A title search walks titles shortest first, and a word found only in long
-- titles ("definitive", in "Definitive Edition") made the walk read thousands of index entries before its first
-- match; the search now starts the walk at the shortest length any of its words allows.
-- The figure is a lower bound, never more than the truth: it is only ever lowered (a renamed or deleted product
-- leaves it as it was), so a walk that starts there misses nothing. Only words whose figure drops are touched
-- (a new title rarely lowers one), in word order, so two title writes at once cannot deadlock on the dictionary.
ALTER TABLE "search_words" ADD COLUMN "shortest_title" integer;
--> statement-breakpoint
-- Adds the words of these titles and lowers the figure of those whose figure drops.
CREATE OR REPLACE FUNCTION pk_note_title_words(titles text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS d (word, shortest_title)
  SELECT c.w, c.shortest
    FROM (SELECT w, min(length(t.title)) AS shortest
            FROM unnest(titles) AS t(title), regexp_split_to_table(t.title, '[^[:alnum:]]+') AS w
           WHERE length(w) >= 3
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
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stock updates touch products all day: only rows whose title changed are read again.
CREATE OR REPLACE FUNCTION pk_collect_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_note_title_words(ARRAY(
    SELECT n.search_title FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.search_title IS DISTINCT FROM o.search_title));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The words already there get their figure from the titles of today.
SELECT pk_note_title_words(ARRAY(SELECT search_title FROM products));
