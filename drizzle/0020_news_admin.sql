-- Issue 12 §7 (news in the back office). A news item is shown on the storefront from its publication
-- moment on: `published_at` null is an item not published (a draft, or one the operator unpublished: its
-- row stays and it can be published again), a future `published_at` is scheduled. Every storefront read
-- tests `published_at <= now()`, which news_published_idx (published_at desc, id desc) serves as it is.
ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
