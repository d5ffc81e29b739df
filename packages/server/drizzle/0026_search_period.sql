-- A search with a date filter reads the period's videos newest first and tests their words. This
-- index carries the words, the popularity and the facets beside that order, so the period is read
-- from index entries only, never the rows: a month at ten million videos is 400,000 of them, and
-- reading their rows was a random read each.
CREATE INDEX IF NOT EXISTS "videos_search_latest_idx" ON "videos" USING btree ("gender", "status_id", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("popularity", "facets", "search");
