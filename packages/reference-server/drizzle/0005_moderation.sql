CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" integer,
	"moderator" text NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"memory_id" integer,
	"memory_link" text NOT NULL,
	"memory_title" text NOT NULL,
	"comment_id" integer,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"reports_closed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"memory_id" integer NOT NULL,
	"comment_id" integer,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "originator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "hidden_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_open_memory_unique" ON "review_requests" USING btree ("memory_id") WHERE "review_requests"."comment_id" is null and "review_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_open_comment_unique" ON "review_requests" USING btree ("comment_id") WHERE "review_requests"."comment_id" is not null and "review_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One open report per member per item from now on: earlier repeats (the same member, the same item) go, the first stays (drizzle-kit does not write data steps).
DELETE FROM "reports" AS "later" USING "reports" AS "first" WHERE "later"."user_id" = "first"."user_id" AND "later"."memory_id" IS NOT DISTINCT FROM "first"."memory_id" AND "later"."comment_id" IS NOT DISTINCT FROM "first"."comment_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_memory_unique" ON "reports" USING btree ("user_id","memory_id") WHERE "reports"."comment_id" is null and "reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_comment_unique" ON "reports" USING btree ("user_id","comment_id") WHERE "reports"."comment_id" is not null and "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("memory_id","comment_id") WHERE "reports"."status" = 'open';