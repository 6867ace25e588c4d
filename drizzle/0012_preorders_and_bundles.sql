ALTER TABLE "order_items" ADD COLUMN "draw" jsonb;--> statement-breakpoint
-- Keys imported for a pre-order product deliver its paid pre-orders, oldest order first (decision 5): the
-- import writes an outbox job in its own transaction; the worker delivers (src/server/modules/checkout/preorders.ts).
CREATE OR REPLACE FUNCTION pk_preorder_keys_arrived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (kind, dedupe_key, payload)
  SELECT 'preorder.deliver', 'preorder-deliver:' || n.product_id || ':' || txid_current(), jsonb_build_object('productId', n.product_id)
    FROM (SELECT DISTINCT product_id FROM new_rows) n JOIN products p ON p.id = n.product_id AND p.is_preorder
  ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_keys_preorder_insert AFTER INSERT ON game_keys
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pk_preorder_keys_arrived();
