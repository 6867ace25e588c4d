-- The dictionary of title words (docs/decisions/0001): kept by a statement-level trigger on products.
-- Words are never removed: a stale word only offers a correction that matches nothing.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_title, '[^[:alnum:]]+') AS w
   WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_collect_search_words();
--> statement-breakpoint
-- Stock updates touch products all day: only rows whose title changed are read again.
CREATE OR REPLACE FUNCTION pk_collect_changed_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id,
         regexp_split_to_table(n.search_title, '[^[:alnum:]]+') AS w
   WHERE n.search_title IS DISTINCT FROM o.search_title AND length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_collect_changed_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_title, '[^[:alnum:]]+') AS w
 WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
