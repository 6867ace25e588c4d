-- Issue 13 §1 (visitors' pages drawn by the server, docs/decisions/0039): a visitor's page and the home data are
-- kept a few seconds and must be dropped when the data behind them changes, in every instance of the store. Each
-- store LISTENs on pk_catalog_changed: the back office's writes send a notice there once committed
-- (catalog-changes.ts), and this trigger sends one when a product's stock changes in a way a page shows, whatever
-- moved it (a sale, a reservation that lapses, a refund's keys coming back). The stock line reads "only N left"
-- below 10 (FEW_LEFT_BELOW, src/web/features/product/stock.ts; decision 5) and "sold out" at 0, so a change
-- between two figures of 10 or more shows nothing and tells nobody. A notice is sent when the transaction
-- commits, never for one rolled back.
CREATE OR REPLACE FUNCTION pk_notice_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pk_catalog_changed', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_stock_shown_notice AFTER UPDATE OF stock ON products FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock AND least(OLD.stock, NEW.stock) < 10)
  EXECUTE FUNCTION pk_notice_catalog_changed();
