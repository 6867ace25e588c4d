CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_issuer" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_issuer_single_row" CHECK ("invoice_issuer"."id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"original_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"order_number" integer NOT NULL,
	"payment_method" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb,
	"lines" jsonb NOT NULL,
	"vat_rate_percent" smallint NOT NULL,
	"base_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('simplified', 'full', 'corrective')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."base_cents" + "invoices"."tax_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("series","year","number");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_simplified_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'simplified';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_full_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'full';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_corrective_per_item" ON "invoices" USING btree ("order_item_id") WHERE "invoices"."kind" = 'corrective';--> statement-breakpoint
-- Who issues the invoices: the demo identity until the store starts and writes STORE_LEGAL_NAME,
-- STORE_TAX_ID and STORE_ADDRESS over it (src/server/modules/invoices/invoice-issuer.ts).
INSERT INTO "invoice_issuer" ("id", "legal_name", "tax_id", "address")
VALUES (true, 'Pixelkeys Digital S.L.', 'B00000000', 'Calle de Alcalá 1, 28014 Madrid, España') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The next number of a series in a year. The counter's row stays locked until the calling transaction
-- ends: a concurrent issue waits for it, and a rollback gives the number back, so numbers have no gaps
-- and never repeat (RD 1619/2012 art. 6.1.a).
CREATE OR REPLACE FUNCTION pk_next_invoice_number(p_series text, p_year integer) RETURNS integer
  LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
BEGIN
  INSERT INTO invoice_counters AS c (series, year, next_number) VALUES (p_series, p_year, 2)
  ON CONFLICT (series, year) DO UPDATE SET next_number = c.next_number + 1
  RETURNING c.next_number - 1 INTO v_taken;
  RETURN v_taken;
END $$;
--> statement-breakpoint
-- The net base of a price that includes VAT at p_rate %: total / (1 + rate), rounded half up to the cent,
-- in integers, exactly as src/shared/tax.ts (vatBreakdown) computes it; the tax is the rest.
CREATE OR REPLACE FUNCTION pk_vat_base_cents(p_total integer, p_rate integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ((p_total::bigint * 200 + (100 + p_rate)) / (2 * (100 + p_rate)))::integer
$$;
--> statement-breakpoint
-- An order's invoice, series F, as of now: full when the buyer gave a tax id or the total is over 400 €
-- (a simplified invoice is allowed only up to 400 €, VAT included), else simplified. The seller, the
-- buyer's billing details and the lines are copied in. `p_replaces`: the simplified invoice this full
-- one is issued in exchange for.
CREATE OR REPLACE FUNCTION pk_issue_order_invoice(p_order uuid, p_replaces uuid DEFAULT NULL) RETURNS uuid
  LANGUAGE plpgsql AS $$
DECLARE
  c_vat_rate constant integer := 21;
  c_simplified_limit_cents constant integer := 40000;
  v_order record;
  v_kind text;
  v_year integer := extract(year FROM now() AT TIME ZONE 'Europe/Madrid')::integer;
  v_base integer;
  v_id uuid;
BEGIN
  SELECT o.id, o.number, o.pvp_cents, o.billing, o.language, o.payment_method INTO v_order FROM orders o WHERE o.id = p_order;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'pk_issue_order_invoice: no order %', p_order;
  END IF;
  v_kind := CASE WHEN v_order.pvp_cents > c_simplified_limit_cents OR coalesce(v_order.billing->>'tax_id', '') <> '' THEN 'full' ELSE 'simplified' END;
  IF p_replaces IS NOT NULL AND v_kind <> 'full' THEN
    RAISE EXCEPTION 'pk_issue_order_invoice: order % has no tax id for a full invoice', p_order;
  END IF;
  v_base := pk_vat_base_cents(v_order.pvp_cents, c_vat_rate);
  INSERT INTO invoices (order_id, series, year, number, kind, original_invoice_id, language, order_number, payment_method,
                        seller, buyer, lines, vat_rate_percent, base_cents, tax_cents, total_cents)
  SELECT v_order.id, 'F', v_year, pk_next_invoice_number('F', v_year), v_kind, p_replaces, v_order.language, v_order.number,
         v_order.payment_method,
         (SELECT jsonb_build_object('legal_name', s.legal_name, 'tax_id', s.tax_id, 'address', s.address) FROM invoice_issuer s),
         v_order.billing,
         coalesce((SELECT jsonb_agg(jsonb_build_object('description', p.title, 'quantity', i.quantity,
                                                       'unit_price_cents', i.unit_price_cents, 'total_cents', i.pvp_cents)
                                    ORDER BY i.position, i.id)
                     FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = v_order.id), '[]'::jsonb),
         c_vat_rate, v_base, v_order.pvp_cents - v_base, v_order.pvp_cents
  RETURNING id INTO v_id;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- Every paid order gets its invoice in the transaction that marks it paid (completed, or processing while
-- pre-order keys are awaited), once: a later return to a paid status issues nothing new.
CREATE OR REPLACE FUNCTION pk_orders_issue_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM invoices WHERE order_id = NEW.id AND kind <> 'corrective') THEN
    PERFORM pk_issue_order_invoice(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_issue_invoice AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status IN ('completed', 'processing') AND OLD.status NOT IN ('completed', 'processing'))
  EXECUTE FUNCTION pk_orders_issue_invoice();
