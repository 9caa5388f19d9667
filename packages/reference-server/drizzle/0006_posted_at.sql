ALTER TABLE "memories" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
-- Memories kept before Post had a time of their own were posted when they were created.
UPDATE "memories" SET "posted_at" = "created_at";
