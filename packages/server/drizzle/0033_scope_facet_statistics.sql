-- The planner's view of each filter bit on an object's list rows, as videos and video_views_daily
-- have theirs: without statistics on these expressions it takes `(facets & bit) = 0` (a public
-- list) to keep one row in two hundred, and sorts an object's whole list read from any of its
-- indexes instead of walking the list's own order (page 50 of a category's public videos read all
-- of its 48,744 rows at a million videos). One expression per bit of FACET
-- (src/db/schema/facets.ts). ANALYZE (and autovacuum after it) fills them.
CREATE STATISTICS IF NOT EXISTS "video_scopes_facet_bits" ON (facets & 1), (facets & 2), (facets & 4), (facets & 8), (facets & 16), (facets & 32), (facets & 64) FROM "video_scopes";
--> statement-breakpoint
ANALYZE "video_scopes";
