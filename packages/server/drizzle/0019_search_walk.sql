-- A search with more matches than its cap answers them most popular first, walking the popularity
-- order and keeping the entries whose words match. This index carries the words and the facets
-- beside that order, so the walk and the capped count read index entries only, never the rows;
-- the plain popularity index stays small for the lists.
CREATE INDEX IF NOT EXISTS "videos_search_popular_idx" ON "videos" USING btree ("gender", "status_id", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "search");
