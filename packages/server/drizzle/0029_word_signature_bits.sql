-- A video's signature had one bit per word of 64. With about ten words a video, a searched word's
-- bit was often set by some other word (for `holiday`, on a fifth of the videos of `even` without
-- it), and each of those was looked up by its (video, word) key for nothing: most of a two-word
-- search's cost. Three bits per word, from three bytes of its md5, let through such a video far
-- less often (one in seventy there), in the same 64 bits, so the indexes that carry the signature
-- keep their size. Every row is written again once with the new signature.
CREATE OR REPLACE FUNCTION video_words_signature(p_words text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or((1::bigint << (get_byte(h, 0) & 63)) | (1::bigint << (get_byte(h, 1) & 63))
                         | (1::bigint << (get_byte(h, 2) & 63))), 0)
    FROM unnest(p_words) AS w, decode(md5(w), 'hex') AS h
$$;
--> statement-breakpoint
-- Emptied and filled again without its indexes and foreign key, each then built or checked in one
-- pass: on a large catalogue far faster than rewriting every row in place, and no dead rows remain.
ALTER TABLE "video_words" DROP CONSTRAINT "video_words_video_id_videos_video_id_fk";
--> statement-breakpoint
DROP INDEX "video_words_popular_idx";
--> statement-breakpoint
DROP INDEX "video_words_latest_idx";
--> statement-breakpoint
ALTER TABLE "video_words" DROP CONSTRAINT "video_words_video_id_word_pk";
--> statement-breakpoint
TRUNCATE "video_words";
--> statement-breakpoint
SELECT video_words_rebuild();
--> statement-breakpoint
ALTER TABLE "video_words" ADD CONSTRAINT "video_words_video_id_word_pk" PRIMARY KEY ("video_id", "word");
--> statement-breakpoint
ALTER TABLE "video_words" ADD CONSTRAINT "video_words_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "video_words_popular_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature");
--> statement-breakpoint
CREATE INDEX "video_words_latest_idx" ON "video_words" USING btree ("word", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "popularity", "signature");
