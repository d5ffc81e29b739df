-- A search with a filter reads, from the word index, only the videos that have both the words and
-- the filter's tag, instead of every video with the words: the static filters as tags
-- (src/db/schema/facets.ts, FACET_TAGS_SQL), indexed beside the words.
ALTER TABLE "videos" ADD COLUMN "facet_tags" smallint[] GENERATED ALWAYS AS (ARRAY[(CASE WHEN is_private THEN 1 ELSE -1 END), (CASE WHEN height >= 720 THEN 2 ELSE -2 END), (CASE WHEN file_formats LIKE '%\_fhd.mp4%' THEN 4 ELSE -4 END), (CASE WHEN vr <> '' THEN 8 ELSE -8 END), (CASE WHEN duration_sec < 600 THEN 16 WHEN duration_sec <= 2400 THEN 32 ELSE 64 END)]::smallint[]) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_search_idx";
--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search", "facet_tags");
