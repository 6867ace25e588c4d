-- products.stock (decision 5) kept in step with the key pool, in the same transaction as the key change.
-- Statement-level triggers with transition tables, so a bulk import recomputes each product once.
-- Pre-orders sell their quota, not keys; a mystery bundle can be drawn floor(pool keys / games per draw) times.
CREATE OR REPLACE FUNCTION pk_refresh_stock(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET stock = (SELECT count(*) FROM game_keys k WHERE k.product_id = p.id AND k.status = 'available')
   WHERE p.id = ANY(product_ids) AND NOT p.is_preorder AND NOT p.is_bundle;
  UPDATE products b
     SET stock = coalesce((
           SELECT floor(sum(p.stock)::numeric / greatest(b.bundle_game_count, 1))::integer
             FROM bundle_items bi JOIN products p ON p.id = bi.product_id
            WHERE bi.bundle_id = b.id), 0)
   WHERE b.is_bundle
     AND b.id IN (SELECT bi.bundle_id FROM bundle_items bi WHERE bi.product_id = ANY(product_ids) OR bi.bundle_id = ANY(product_ids));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_game_keys_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_refresh_stock(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_game_keys_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_refresh_stock(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_game_keys_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_refresh_stock(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_keys_stock_insert AFTER INSERT ON game_keys
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_game_keys_inserted();
--> statement-breakpoint
CREATE TRIGGER game_keys_stock_update AFTER UPDATE ON game_keys
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_game_keys_updated();
--> statement-breakpoint
CREATE TRIGGER game_keys_stock_delete AFTER DELETE ON game_keys
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_game_keys_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_bundle_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pk_refresh_stock(ARRAY(SELECT DISTINCT bundle_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bundle_items_stock_insert AFTER INSERT ON bundle_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_bundle_items_changed();
--> statement-breakpoint
CREATE TRIGGER bundle_items_stock_delete AFTER DELETE ON bundle_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_bundle_items_changed();
