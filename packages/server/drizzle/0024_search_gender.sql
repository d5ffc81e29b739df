-- A search is of one gender's live videos. Without them in the word index, a search of a smaller
-- gender reads that gender's whole range of a sort index (120,000 entries at 1M videos) to AND it
-- with the words' matches. With them beside the words and the filters' tags (btree_gin gives
-- equality on them in a GIN index), the word index alone answers the search's conditions.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "videos_search_idx";
--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search", "facet_tags", "gender", "status_id");
--> statement-breakpoint
-- The popularity walk of a search past its count cap tests a date filter on the entry as well as
-- the words and the facets, so that it never fetches a row.
DROP INDEX IF EXISTS "videos_search_popular_idx";
--> statement-breakpoint
CREATE INDEX "videos_search_popular_idx" ON "videos" USING btree ("gender", "status_id", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date", "search");
