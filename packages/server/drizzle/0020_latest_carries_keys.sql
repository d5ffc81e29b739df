-- A list filtered by date reads the period's range from the latest index and sorts it by another
-- key: the latest indexes carry every sort key, so that read never fetches the rows.
DROP INDEX IF EXISTS "videos_latest_idx";
--> statement-breakpoint
CREATE INDEX "videos_latest_idx" ON "videos" USING btree ("gender", "status_id", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "duration_sec", "comments_count", "popularity", "viewed", "rating");
--> statement-breakpoint
DROP INDEX IF EXISTS "video_scopes_latest_idx";
--> statement-breakpoint
CREATE INDEX "video_scopes_latest_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "duration_sec", "comments_count", "popularity", "viewed", "rating");
