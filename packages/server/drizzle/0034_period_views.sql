-- A video's views of the last seven days and of today, kept on its row beside its other sort keys
-- and copied onto its object rows, so that a most-viewed-week or -day list is a walk of an index in
-- that order which stops after the page, instead of summing the period's day rows of every video of
-- the gender before its first row. A view adds to them in its own statement (queries/stats.ts);
-- `period_day` is the day they count up to. Once a day the rows of the day before are counted again
-- for the new day (queries/periodViews.ts), which then names that day in the `settings` row
-- `period_views_day`; until it does, the lists sum the day rows as before. The indexes hold the
-- videos viewed in the period only.
ALTER TABLE "videos" ADD COLUMN "views_week" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "views_day" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "period_day" date;
--> statement-breakpoint
ALTER TABLE "video_scopes" ADD COLUMN "views_week" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "video_scopes" ADD COLUMN "views_day" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_week_idx" ON "videos" USING btree ("gender", "status_id", "views_week" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date") WHERE views_week > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_day_idx" ON "videos" USING btree ("gender", "status_id", "views_day" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date") WHERE views_day > 0;
--> statement-breakpoint
-- The rows the day's recount visits: those still counting an earlier day.
CREATE INDEX IF NOT EXISTS "videos_period_day_idx" ON "videos" USING btree ("period_day") WHERE views_week > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_week_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "views_week" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date") WHERE views_week > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "video_scopes_day_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "views_day" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date") WHERE views_day > 0;
--> statement-breakpoint
-- The object rows copy the two counts as they copy the other sort keys (migration 0016).
CREATE OR REPLACE FUNCTION video_scopes_refresh(p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settings WHERE key = 'seed_state') THEN RETURN; END IF;
  DELETE FROM video_scopes WHERE video_id = ANY(p_ids);
  INSERT INTO video_scopes (scope, object_id, video_id, gender, facets, post_date, duration_sec, comments_count, popularity, viewed, rating, views_week, views_day)
    SELECT s.scope, s.object_id, v.video_id, CASE WHEN s.scope = 'user' THEN '' ELSE v.gender END, v.facets, v.post_date,
           v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating, v.views_week, v.views_day
      FROM videos v
      CROSS JOIN LATERAL (
        SELECT 'channel' AS scope, v.channel_id AS object_id WHERE v.channel_id IS NOT NULL
        UNION ALL SELECT 'user', v.user_id WHERE v.user_id IS NOT NULL
        UNION ALL SELECT 'category', l.category_id FROM video_categories l WHERE l.video_id = v.video_id
        UNION ALL SELECT 'model', l.model_id FROM video_models l WHERE l.video_id = v.video_id
      ) s
     WHERE v.video_id = ANY(p_ids) AND v.status_id = 1;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_scopes_on_videos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM video_scopes_refresh(ARRAY(SELECT video_id FROM added));
  ELSE
    -- Only the rows whose copied columns changed: most updates (a review note, a file) touch none.
    PERFORM video_scopes_refresh(ARRAY(
      SELECT a.video_id FROM added a JOIN gone o ON o.video_id = a.video_id
       WHERE (a.status_id, a.gender, a.facets, a.post_date, a.duration_sec, a.comments_count, a.popularity, a.viewed, a.rating, a.views_week, a.views_day, a.channel_id, a.user_id)
             IS DISTINCT FROM (o.status_id, o.gender, o.facets, o.post_date, o.duration_sec, o.comments_count, o.popularity, o.viewed, o.rating, o.views_week, o.views_day, o.channel_id, o.user_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_scopes_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM video_scopes;
  INSERT INTO video_scopes (scope, object_id, video_id, gender, facets, post_date, duration_sec, comments_count, popularity, viewed, rating, views_week, views_day)
    SELECT 'channel', v.channel_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating, v.views_week, v.views_day
      FROM videos v WHERE v.status_id = 1 AND v.channel_id IS NOT NULL
    UNION ALL SELECT 'user', v.user_id, v.video_id, '', v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating, v.views_week, v.views_day
      FROM videos v WHERE v.status_id = 1 AND v.user_id IS NOT NULL
    UNION ALL SELECT 'category', l.category_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating, v.views_week, v.views_day
      FROM video_categories l JOIN videos v ON v.video_id = l.video_id WHERE v.status_id = 1
    UNION ALL SELECT 'model', l.model_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating, v.views_week, v.views_day
      FROM video_models l JOIN videos v ON v.video_id = l.video_id WHERE v.status_id = 1;
$$;
