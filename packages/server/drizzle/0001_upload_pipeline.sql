ALTER TABLE "upload_jobs" ADD COLUMN "locked_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_jobs_hash_live_uq" ON "upload_jobs" USING btree ("content_hash") WHERE "upload_jobs"."state" <> 'failed' and "upload_jobs"."content_hash" <> '';--> statement-breakpoint
CREATE INDEX "upload_jobs_user_idx" ON "upload_jobs" USING btree ("user_id","created_at" DESC NULLS FIRST);