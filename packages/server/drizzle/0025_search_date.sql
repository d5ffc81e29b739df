-- A search with a date filter ANDs the word index's matches with the period's videos. The planner
-- takes the period from an index whose conditions do not repeat the word index's (which holds the
-- gender and the status now): without this one, that was `videos_user_idx`, read whole for its
-- second column (a second at 1M videos). The period's own range here is a few days' uploads.
CREATE INDEX IF NOT EXISTS "videos_post_date_idx" ON "videos" USING btree ("post_date");
