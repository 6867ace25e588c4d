-- Issue 13 §1 (visitors' pages drawn by the server, docs/decisions/0039): a visitor's page and the home data are
-- kept a few seconds and must be dropped when the data behind them changes. The back office's writes say so in
-- the process that made them; a sale, a reservation that lapses, a refund's keys coming back move a product's
-- stock inside the database, in any instance of the store. This trigger tells every listening store when a
-- product's stock changes in a way a page shows: the stock line reads "only N left" below 10 (FEW_LEFT_BELOW,
-- src/web/features/product/stock.ts; decision 5) and "sold out" at 0, so a change between two figures of 10 or
-- more shows nothing and tells nobody. A notice is sent when the transaction commits, never for one rolled back.
CREATE OR REPLACE FUNCTION pk_notice_stock_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pk_stock_shown', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_stock_shown AFTER UPDATE OF stock ON products FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock AND least(OLD.stock, NEW.stock) < 10)
  EXECUTE FUNCTION pk_notice_stock_shown();
