-- Issue 13 §3 (title search's tail, docs/decisions/0047): a title search's walk of the word index (decisions 0043,
-- 0046) is one function, whose statement PostgreSQL plans once per session (a generic plan, as pk_analyse_title's,
-- decision 0034) instead of at every search. The store plans every other search for its parameters (a LIKE's
-- selectivity decides between a trigram bitmap and an index walk), but a walk has one plan whatever the words are:
-- the dictionary words holding the walked word, and for each, its titles in the walk index's order up to a page,
-- the other words tested on the index's copy of the title and the filters on the product. Planning that statement
-- took about as long as running it.
-- Each group is walked per dictionary word: the titles holding the phrase (g = 0, when the search has one), then the
-- titles holding every other word and not the phrase (g = 1); each word is an array of alternatives (the word as
-- typed, or its corrections), up to five besides the walked one (six words at most are matched). A filter that is
-- null is not applied; the filters' parameters are named of_… so that none is read as a column of products.
CREATE FUNCTION pk_walk_titles(
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
     (SELECT w.product_id AS id, 0 AS g, w.title_length AS key
        FROM title_words w JOIN products p ON p.id = w.product_id
       WHERE phrase IS NOT NULL AND w.word = h.word AND w.title_length >= phrase_length AND w.search_title LIKE phrase
         AND NOT p.hidden AND (of_types IS NULL OR p.type = ANY (of_types)) AND (of_platforms IS NULL OR p.platform = ANY (of_platforms))
         AND (of_categories IS NULL OR p.category = ANY (of_categories)) AND (of_genres IS NULL OR p.genres && of_genres)
         AND (of_regions IS NULL OR p.regions && of_regions) AND (max_cents IS NULL OR p.pvp_cents <= max_cents)
       ORDER BY w.title_length, w.product_id DESC LIMIT enough)
     UNION ALL
     (SELECT w.product_id AS id, 1 AS g, w.title_length AS key
        FROM title_words w JOIN products p ON p.id = w.product_id
       WHERE w.word = h.word AND w.title_length >= bound
         AND (o1 IS NULL OR w.search_title LIKE ANY (o1)) AND (o2 IS NULL OR w.search_title LIKE ANY (o2))
         AND (o3 IS NULL OR w.search_title LIKE ANY (o3)) AND (o4 IS NULL OR w.search_title LIKE ANY (o4))
         AND (o5 IS NULL OR w.search_title LIKE ANY (o5)) AND (phrase IS NULL OR w.search_title NOT LIKE phrase)
         AND NOT p.hidden AND (of_types IS NULL OR p.type = ANY (of_types)) AND (of_platforms IS NULL OR p.platform = ANY (of_platforms))
         AND (of_categories IS NULL OR p.category = ANY (of_categories)) AND (of_genres IS NULL OR p.genres && of_genres)
         AND (of_regions IS NULL OR p.regions && of_regions) AND (max_cents IS NULL OR p.pvp_cents <= max_cents)
       ORDER BY w.title_length, w.product_id DESC LIMIT enough)) t
   GROUP BY t.id, t.g, t.key
   ORDER BY t.g, t.key, t.id DESC
   LIMIT page_size OFFSET skip;
END $$;
