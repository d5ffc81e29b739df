-- The popularity order of video_words again for the short and for the medium videos only (the
-- facets' bits 16 and 32, as db/schema/facets.ts spells them; the condition reads as the lists'
-- does, which a partial index needs to be chosen). Two words under a duration filter that leaves
-- fewer matches than the search's cap walk all of the rarer word's rows in the gender, and most of
-- those are of another length: here they read only their own class's. The long videos are most of
-- a catalogue, so their walk meets its matches early in the whole order and needs none of its own.
-- Built on the parent, one index a partition.
CREATE INDEX "video_words_popular_short_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature") WHERE (facets & 16) <> 0;
--> statement-breakpoint
CREATE INDEX "video_words_popular_medium_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature") WHERE (facets & 32) <> 0;
