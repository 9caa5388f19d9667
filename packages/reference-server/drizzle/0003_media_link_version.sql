ALTER TABLE "photos" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_storage_key_idx" ON "photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "photos_thumb_key_idx" ON "photos" USING btree ("thumb_key");