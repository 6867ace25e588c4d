-- Issue 12 §3 (bundles in the back office): a bundle's stock is worked out again for the bundle's own id
-- even when its pool is now empty. Before, the bundle was found only through its bundle_items rows, so a
-- statement that emptied a pool (the back office replaces a pool by delete then insert) left the stock of
-- the old pool: a bundle with no games could stay on sale. Same formula as 0014.
CREATE OR REPLACE FUNCTION pk_refresh_bundle_stock(product_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products b
     SET stock = coalesce((
           SELECT floor(sum(p.stock)::numeric / greatest(b.bundle_game_count, 1))::integer
             FROM bundle_items bi JOIN products p ON p.id = bi.product_id
            WHERE bi.bundle_id = b.id), 0)
   WHERE b.is_bundle
     AND (b.id = ANY(product_ids)
          OR b.id IN (SELECT bi.bundle_id FROM bundle_items bi WHERE bi.product_id = ANY(product_ids)));
END $$;
