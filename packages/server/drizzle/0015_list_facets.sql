-- The static list filters as bits of one stored column (src/db/schema/facets.ts states the bits and
-- the expression): the sort indexes carry it, and the post date, so that a filtered list is tested
-- on the index entries it walks without reading its rows.
ALTER TABLE "videos" ADD COLUMN "facets" smallint GENERATED ALWAYS AS ((CASE WHEN is_private THEN 1 ELSE 0 END) + (CASE WHEN height >= 720 THEN 2 ELSE 0 END) + (CASE WHEN file_formats LIKE '%\_fhd.mp4%' THEN 4 ELSE 0 END) + (CASE WHEN vr <> '' THEN 8 ELSE 0 END) + (CASE WHEN duration_sec < 600 THEN 16 WHEN duration_sec <= 2400 THEN 32 ELSE 64 END)) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_latest_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_longest_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_commented_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_popular_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_viewed_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_rated_idx";
--> statement-breakpoint
CREATE INDEX "videos_latest_idx" ON "videos" USING btree ("gender", "status_id", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets");
--> statement-breakpoint
CREATE INDEX "videos_longest_idx" ON "videos" USING btree ("gender", "status_id", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "videos_commented_idx" ON "videos" USING btree ("gender", "status_id", "comments_count" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "videos_popular_idx" ON "videos" USING btree ("gender", "status_id", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "videos_viewed_idx" ON "videos" USING btree ("gender", "status_id", "viewed" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "videos_rated_idx" ON "videos" USING btree ("gender", "status_id", "rating" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
-- The counter rows count each static filter value too: `facet` is '' for the whole list, else the
-- value (public, private, hd, fhd, vr, short, medium, long), so a list filtered by one of them reads
-- its total from one row instead of counting.
ALTER TABLE "video_counts" ADD COLUMN "facet" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "video_counts" DROP CONSTRAINT "video_counts_scope_object_id_gender_pk";
--> statement-breakpoint
ALTER TABLE "video_counts" ADD CONSTRAINT "video_counts_scope_object_id_gender_facet_pk" PRIMARY KEY ("scope", "object_id", "gender", "facet");
--> statement-breakpoint
-- The counted values a video of these facets is in: always '' (the whole list), then one of public
-- and private, one of short, medium and long, and each of hd, fhd and vr it has.
CREATE FUNCTION video_facet_names(p_facets integer) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['', CASE WHEN p_facets & 1 <> 0 THEN 'private' ELSE 'public' END,
                   CASE WHEN p_facets & 16 <> 0 THEN 'short' WHEN p_facets & 32 <> 0 THEN 'medium' ELSE 'long' END]
    || CASE WHEN p_facets & 2 <> 0 THEN ARRAY['hd'] ELSE ARRAY[]::text[] END
    || CASE WHEN p_facets & 4 <> 0 THEN ARRAY['fhd'] ELSE ARRAY[]::text[] END
    || CASE WHEN p_facets & 8 <> 0 THEN ARRAY['vr'] ELSE ARRAY[]::text[] END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS video_counts_update ON videos;
--> statement-breakpoint
DROP FUNCTION IF EXISTS video_counts_on_update();
--> statement-breakpoint
DROP FUNCTION IF EXISTS video_counts_apply(integer, text, integer, integer);
--> statement-breakpoint
-- Adds `delta` to the counts of a live video's scopes, for each counted value of its facets: every
-- video of its gender, its channel, its categories and its models.
CREATE FUNCTION video_counts_apply(p_video integer, p_gender text, p_channel integer, p_facets integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
    SELECT s.scope, s.object_id, p_gender, f.facet, p_delta
      FROM (SELECT 'all' AS scope, 0 AS object_id
            UNION ALL SELECT 'channel', p_channel WHERE p_channel IS NOT NULL
            UNION ALL SELECT 'category', vc.category_id FROM video_categories vc WHERE vc.video_id = p_video
            UNION ALL SELECT 'model', vm.model_id FROM video_models vm WHERE vm.video_id = p_video) s
      CROSS JOIN unnest(video_facet_names(p_facets)) AS f(facet)
  ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
END $$;
--> statement-breakpoint
-- A status, gender, channel or facet change: out of the old scopes when it was live, into the new when it is.
CREATE FUNCTION video_counts_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status_id = 1 THEN PERFORM video_counts_apply(OLD.video_id, OLD.gender, OLD.channel_id, OLD.facets, -1); END IF;
  IF NEW.status_id = 1 THEN PERFORM video_counts_apply(NEW.video_id, NEW.gender, NEW.channel_id, NEW.facets, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_update AFTER UPDATE OF status_id, gender, channel_id, is_private, height, file_formats, vr, duration_sec ON videos FOR EACH ROW
  WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.channel_id IS DISTINCT FROM NEW.channel_id OR OLD.facets IS DISTINCT FROM NEW.facets)
  EXECUTE FUNCTION video_counts_on_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_counts_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM video_counts_apply(OLD.video_id, OLD.gender, OLD.channel_id, OLD.facets, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_counts_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
    SELECT 'all', 0, a.gender, f.facet, count(*)::int
      FROM added a CROSS JOIN unnest(video_facet_names(a.facets)) AS f(facet) WHERE a.status_id = 1 GROUP BY a.gender, f.facet
    UNION ALL
    SELECT 'channel', a.channel_id, a.gender, f.facet, count(*)::int
      FROM added a CROSS JOIN unnest(video_facet_names(a.facets)) AS f(facet) WHERE a.status_id = 1 AND a.channel_id IS NOT NULL
     GROUP BY a.channel_id, a.gender, f.facet
  ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_counts_on_video_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
      SELECT 'category', l.category_id, v.gender, f.facet, -count(*)::int
        FROM gone l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1 CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
       GROUP BY l.category_id, v.gender, f.facet
    ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
      SELECT 'category', l.category_id, v.gender, f.facet, count(*)::int
        FROM added l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1 CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
       GROUP BY l.category_id, v.gender, f.facet
    ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION video_counts_on_video_models() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
      SELECT 'model', l.model_id, v.gender, f.facet, -count(*)::int
        FROM gone l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1 CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
       GROUP BY l.model_id, v.gender, f.facet
    ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, facet, videos)
      SELECT 'model', l.model_id, v.gender, f.facet, count(*)::int
        FROM added l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1 CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
       GROUP BY l.model_id, v.gender, f.facet
    ON CONFLICT (scope, object_id, gender, facet) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts of the catalogue as it stands when this migration runs, now by facet too.
DELETE FROM video_counts;
--> statement-breakpoint
INSERT INTO video_counts (scope, object_id, gender, facet, videos)
  SELECT 'all', 0, v.gender, f.facet, count(*)::int FROM videos v CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
   WHERE v.status_id = 1 GROUP BY v.gender, f.facet
  UNION ALL SELECT 'channel', v.channel_id, v.gender, f.facet, count(*)::int FROM videos v CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet)
   WHERE v.status_id = 1 AND v.channel_id IS NOT NULL GROUP BY v.channel_id, v.gender, f.facet
  UNION ALL SELECT 'category', vc.category_id, v.gender, f.facet, count(*)::int FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id AND v.status_id = 1
   CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet) GROUP BY vc.category_id, v.gender, f.facet
  UNION ALL SELECT 'model', vm.model_id, v.gender, f.facet, count(*)::int FROM video_models vm JOIN videos v ON v.video_id = vm.video_id AND v.status_id = 1
   CROSS JOIN unnest(video_facet_names(v.facets)) AS f(facet) GROUP BY vm.model_id, v.gender, f.facet;
