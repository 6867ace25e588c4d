-- Issue 11 §2-§3: key reveals with the buyer's consent (decisions 9, 11) and refund requests with the
-- operator's review queue (decision 19). Numbered 0015: 0014 is taken on other branches (renumber at merge).
CREATE TABLE "key_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" text,
	"is_consent" boolean NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text,
	"consent_version" text,
	"consent_language" text,
	"consent_text" text,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_reveals_consent_check" CHECK (not "key_reveals"."is_consent" or ("key_reveals"."consent_version" is not null and "key_reveals"."consent_language" is not null and "key_reveals"."consent_text" is not null))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"item_status_before" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"client_address" text,
	"reviewed" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"rejection_reason" text,
	"returned_key_ids" uuid[],
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending_review', 'refunded', 'rejected')),
	CONSTRAINT "refund_requests_item_status_check" CHECK ("refund_requests"."item_status_before" in ('pending', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "key_reveals" ADD CONSTRAINT "key_reveals_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_reveals" ADD CONSTRAINT "key_reveals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "key_reveals_consent_key" ON "key_reveals" USING btree ("order_item_id") WHERE "key_reveals"."is_consent";--> statement-breakpoint
CREATE INDEX "key_reveals_item_idx" ON "key_reveals" USING btree ("order_item_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_key" ON "refund_requests" USING btree ("order_item_id") WHERE "refund_requests"."status" = 'pending_review';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_refunded_key" ON "refund_requests" USING btree ("order_item_id") WHERE "refund_requests"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "refund_requests_queue_idx" ON "refund_requests" USING btree ("requested_at") WHERE "refund_requests"."status" = 'pending_review';