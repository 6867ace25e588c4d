-- Issue 12 §4 (keys in the back office, docs/decisions/0021). A key is one redemption, whatever product it
-- was loaded for: its fingerprint (HMAC of the normalised code, key-crypto.ts) is unique across the whole
-- pool, revoked keys included, so an import finds every key ever loaded without decrypting one, and two
-- imports of one file racing add each key once (INSERT … ON CONFLICT (code_hash) DO NOTHING).
DO $$
DECLARE
  shared integer;
BEGIN
  SELECT count(*) INTO shared FROM (SELECT code_hash FROM game_keys GROUP BY code_hash HAVING count(*) > 1) d;
  IF shared > 0 THEN
    RAISE EXCEPTION 'game_keys: % key codes are loaded more than once (on several products); revoke and remove the extra copies before this migration (docs/operations.md "Keys")', shared;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "game_keys_code_hash_key" ON "game_keys" USING btree ("code_hash");--> statement-breakpoint
DROP INDEX IF EXISTS "game_keys_product_code_key";--> statement-breakpoint
-- A product's batch withdrawn by the operator (keys revoke): its keys never go back on sale. A key of it that
-- a canceled checkout or a refund gives back is revoked instead of made available (the trigger below), and an
-- import may not reuse the label.
CREATE TABLE "key_batch_revocations" (
	"product_id" integer NOT NULL,
	"batch" text NOT NULL,
	"revoked_by" text NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_batch_revocations_pkey" PRIMARY KEY ("product_id", "batch")
);
--> statement-breakpoint
ALTER TABLE "key_batch_revocations" ADD CONSTRAINT "key_batch_revocations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pk_keep_revoked_batches_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM key_batch_revocations r WHERE r.product_id = NEW.product_id AND r.batch = NEW.batch) THEN
    NEW.status := 'revoked';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Row level, and only for keys moving back into 'available' (a release or a refund): the checkout's own moves
-- (available → reserved → sold) never run it. The stock triggers (AFTER, statement level) see the row as stored.
CREATE TRIGGER game_keys_revoked_batch_guard BEFORE UPDATE OF status ON game_keys
  FOR EACH ROW WHEN (NEW.status = 'available' AND OLD.status IS DISTINCT FROM 'available')
  EXECUTE FUNCTION pk_keep_revoked_batches_out();
--> statement-breakpoint
-- A refund the operator starts (a key withdrawn before its buyer revealed it) is not the shopper's: it does
-- not count among their refunds for the review threshold. Null: the shopper asked.
ALTER TABLE "refund_requests" ADD COLUMN "initiated_by" text;
