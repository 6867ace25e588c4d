-- A key changing status moves its game's stock by one (issue 10, docs/benchmarks.md "Checkout"): the update
-- trigger adds what its statement moved into 'available' and takes away what it moved out, instead of
-- counting the game's whole pool again (a count over thousands of keys on every reservation and every
-- sale, most of PostgreSQL's time in the checkout benchmark). `stock = stock + n` is applied to the row's
-- latest version under its row lock, so concurrent changes add up exactly; a sale (reserved -> sold) moves
-- nothing and leaves the products row alone. Imports and deletions (insert and delete triggers) still
-- recount. A game's stock changes only through these triggers: anything that sets it by hand must call
-- pk_refresh_stock for it.
CREATE OR REPLACE FUNCTION pk_refresh_bundle_stock(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products b
     SET stock = coalesce((
           SELECT floor(sum(p.stock)::numeric / greatest(b.bundle_game_count, 1))::integer
             FROM bundle_items bi JOIN products p ON p.id = bi.product_id
            WHERE bi.bundle_id = b.id), 0)
   WHERE b.is_bundle
     AND b.id IN (SELECT bi.bundle_id FROM bundle_items bi WHERE bi.product_id = ANY(product_ids) OR bi.bundle_id = ANY(product_ids));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_refresh_stock(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET stock = (SELECT count(*) FROM game_keys k WHERE k.product_id = p.id AND k.status = 'available')
   WHERE p.id = ANY(product_ids) AND NOT p.is_preorder AND NOT p.is_bundle;
  PERFORM pk_refresh_bundle_stock(product_ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_game_keys_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  WITH deltas AS (
    SELECT product_id, sum(change)::integer AS change
      FROM (SELECT product_id, 1 AS change FROM new_rows WHERE status = 'available'
            UNION ALL
            SELECT product_id, -1 FROM old_rows WHERE status = 'available') moves
     GROUP BY product_id
    HAVING sum(change) <> 0
  ), games AS (
    UPDATE products p SET stock = p.stock + deltas.change
      FROM deltas
     WHERE p.id = deltas.product_id AND NOT p.is_preorder AND NOT p.is_bundle
    RETURNING p.id
  )
  SELECT array_agg(product_id ORDER BY product_id) INTO moved FROM deltas;
  -- Keys belong to games; the bundles whose pools hold a game that moved are worked out again.
  IF moved IS NOT NULL AND EXISTS (SELECT 1 FROM bundle_items WHERE product_id = ANY(moved)) THEN
    PERFORM pk_refresh_bundle_stock(moved);
  END IF;
  RETURN NULL;
END $$;
