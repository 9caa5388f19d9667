DROP INDEX "memories_feed_idx";--> statement-breakpoint
CREATE INDEX "memories_listed_idx" ON "memories" USING btree ("privacy",coalesce(posted_at, created_at),"id");