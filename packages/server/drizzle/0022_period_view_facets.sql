-- The most-viewed-day and most-viewed-week lists sum the period's views of one gender's videos
-- under the list's filters: each day's row carries its video's gender and facets, so the sum reads
-- only that gender's rows of the period, from their own index, and tests the filters there. Summing
-- every video viewed in the period and then probing `videos` for each cost as many probes as the
-- period has viewed videos of every gender, to find a page of a rare one. The copy is kept from
-- `videos` by the triggers below in the writing statement's own transaction; the view counter and
-- the seeder insert only (video_id, day, views).
ALTER TABLE "video_views_daily" ADD COLUMN "gender" text;
--> statement-breakpoint
ALTER TABLE "video_views_daily" ADD COLUMN "facets" smallint;
--> statement-breakpoint
UPDATE "video_views_daily" d SET "gender" = v.gender, "facets" = v.facets FROM "videos" v WHERE v.video_id = d.video_id;
--> statement-breakpoint
-- A new row (or one moved to another video) takes its video's gender and facets, whatever the
-- writer gave.
CREATE FUNCTION video_views_daily_copy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.gender, v.facets INTO NEW.gender, NEW.facets FROM videos v WHERE v.video_id = NEW.video_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_views_daily_copy BEFORE INSERT OR UPDATE OF video_id ON video_views_daily FOR EACH ROW
  EXECUTE FUNCTION video_views_daily_copy();
--> statement-breakpoint
-- A video whose gender or facets changed: its rows follow. A row trigger whose condition is tested
-- before anything is queued, so an update that changes neither (a view counted, a counter
-- recounted) costs nothing here, and a bulk change costs one index lookup per changed video. (Not a
-- statement trigger joining its transition tables, as video_scopes' are: that join keeps the plan
-- of the session's first update, a nested loop after a one-row update, so a bulk update later on the
-- same connection compares every changed row with every other.)
CREATE FUNCTION video_views_daily_on_videos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_views_daily SET gender = NEW.gender, facets = NEW.facets WHERE video_id = NEW.video_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_views_daily_update AFTER UPDATE ON videos FOR EACH ROW
  WHEN (OLD.gender IS DISTINCT FROM NEW.gender OR OLD.facets IS DISTINCT FROM NEW.facets)
  EXECUTE FUNCTION video_views_daily_on_videos();
--> statement-breakpoint
-- One gender's rows of the period, with what the sum and the filters read: an index-only range.
CREATE INDEX "video_views_daily_gender_idx" ON "video_views_daily" USING btree ("gender", "day") INCLUDE ("video_id", "views", "facets");
--> statement-breakpoint
-- How many of a gender's rows a filter keeps: without statistics of the bit tests the planner takes
-- `(facets & bit) <> 0` to keep nearly every row, and for a rare filter (private, vr) hashes the
-- whole gender's range of a `videos` index to join the sum, instead of probing the few videos the
-- sum keeps. One expression per bit of FACET (src/db/schema/facets.ts).
CREATE STATISTICS "video_views_daily_facet_bits" ON (facets & 1), (facets & 2), (facets & 4), (facets & 8), (facets & 16), (facets & 32), (facets & 64) FROM "video_views_daily";
