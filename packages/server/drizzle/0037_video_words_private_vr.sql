-- The popularity order of video_words again for the private and for the VR videos only (the
-- facets' bits 1 and 8, as db/schema/facets.ts spells them; the condition reads as the lists'
-- does, which a partial index needs to be chosen). A search of two words with either filter walks
-- the rarer word's rows of the gender until it has the cap's matches, or to the end when there are
-- fewer: a few percent of those rows are private, a sixth VR, and the rest were read and thrown
-- away (at five million videos a private search of `holiday evening` read 167,327 rows to keep
-- 6,687). Here they read only their own. Built on the parent, one index a partition.
CREATE INDEX "video_words_popular_private_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature") WHERE (facets & 1) <> 0;
--> statement-breakpoint
CREATE INDEX "video_words_popular_vr_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature") WHERE (facets & 8) <> 0;
