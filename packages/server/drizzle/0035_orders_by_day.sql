-- A list in a date filter's period (the last day, week or month), sorted by anything but its date,
-- read the period's videos from the latest order and sorted them: as many rows as the period's
-- uploads, which grow with the catalogue (a month was 32,630 videos at a million). A walk of the
-- sort's own order is no better: the period's videos sit at its end (a new video has few views,
-- votes and comments yet). Each order is kept again by the UTC day a video was posted, so the
-- period's list merges one walk a day, each stopping once the page is full. The day reads as the
-- lists' condition does (db/schema/catalogue.ts), which an expression index needs to be chosen.
CREATE INDEX IF NOT EXISTS "videos_longest_by_day_idx" ON "videos" USING btree ("gender", "status_id", ((post_date AT TIME ZONE 'UTC')::date), "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_commented_by_day_idx" ON "videos" USING btree ("gender", "status_id", ((post_date AT TIME ZONE 'UTC')::date), "comments_count" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_popular_by_day_idx" ON "videos" USING btree ("gender", "status_id", ((post_date AT TIME ZONE 'UTC')::date), "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_viewed_by_day_idx" ON "videos" USING btree ("gender", "status_id", ((post_date AT TIME ZONE 'UTC')::date), "viewed" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_rated_by_day_idx" ON "videos" USING btree ("gender", "status_id", ((post_date AT TIME ZONE 'UTC')::date), "rating" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
