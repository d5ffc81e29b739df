-- VR videos are short, so the longest-first walk of every video passes most of the catalogue's
-- longer flat videos before it has a page of VR ones (400,000 entries at 1M videos). The VR videos
-- keep their own longest-first index, which the list walks instead and stops after the page.
CREATE INDEX IF NOT EXISTS "videos_longest_vr_idx" ON "videos" USING btree ("gender", "status_id", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) WHERE (facets & 8) <> 0;
