-- The planner's view of each filter bit on a word's rows, as videos, video_views_daily and the
-- objects' list rows have theirs: without statistics on these expressions it took a public search's
-- `(facets & 1) = 0` to keep 170 of a common word's 33,900 rows of a gender at a million videos (it
-- keeps 31,940) and a VR search's `(facets & 8) <> 0` to keep 33,737 (it keeps 5,450). A search
-- names its word, so the planner reads the statistics of that word's partition: each partition has
-- its own. One expression per bit of FACET (src/db/schema/facets.ts). ANALYZE (and autovacuum after
-- it) fills them.
DO $$
BEGIN
  FOR i IN 0..15 LOOP
    EXECUTE format('CREATE STATISTICS IF NOT EXISTS %I ON (facets & 1), (facets & 2), (facets & 4), (facets & 8), (facets & 16), (facets & 32), (facets & 64) FROM %I',
                   'video_words_p' || lpad(i::text, 2, '0') || '_facet_bits', 'video_words_p' || lpad(i::text, 2, '0'));
  END LOOP;
END $$;
--> statement-breakpoint
ANALYZE "video_words";
