-- Private videos are about one in twenty-five, so a private list's walk of a whole sort order
-- passes some 24 other videos for each of its own: page 50 of the latest private videos read 77,000
-- entries at a million videos (35 ms), and a page past an object's last private video reads the
-- object's whole order, which grows with the catalogue. Each order is kept
-- again for the private videos alone, in the catalogue and in each object's lists, and the
-- longest-first order of an object's VR videos, as the catalogue's has its own: there too the longer
-- flat videos come first. The condition reads as the lists' does (db/schema/facets.ts), which a
-- partial index needs to be chosen.
CREATE INDEX IF NOT EXISTS "videos_latest_private_idx" ON "videos" USING btree ("gender", "status_id", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_longest_private_idx" ON "videos" USING btree ("gender", "status_id", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_commented_private_idx" ON "videos" USING btree ("gender", "status_id", "comments_count" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_popular_private_idx" ON "videos" USING btree ("gender", "status_id", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_viewed_private_idx" ON "videos" USING btree ("gender", "status_id", "viewed" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_rated_private_idx" ON "videos" USING btree ("gender", "status_id", "rating" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_latest_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_longest_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_commented_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "comments_count" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_popular_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_viewed_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "viewed" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_rated_private_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "rating" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_longest_vr_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 8) <> 0;
