-- The planner's view of each filter bit: without statistics on these expressions it takes a bit
-- test to pass nearly every row, and would walk the popularity index for a search with a rare
-- filter where reading the word's matches is cheaper. ANALYZE (and autovacuum after it) fills them.
CREATE STATISTICS IF NOT EXISTS "videos_facet_bits" ON (facets & 1), (facets & 2), (facets & 4), (facets & 8), (facets & 16), (facets & 32), (facets & 64) FROM "videos";
--> statement-breakpoint
ANALYZE "videos";
