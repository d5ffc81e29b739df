-- video_words split into 16 tables by a hash of the word, so that all of a word's rows lie in one
-- of them. A walk of a word's index entries checks, for each entry, the visibility map's bit of the
-- row's heap page, and one page of that map covers 255 MiB of heap: in one table written in video
-- order, a word's rows are spread over all of its map pages, and consecutive entries switch between
-- them, each switch a buffer access (three pages at a million videos, about thirty at ten million).
-- A partition is 9 to 80 MB at a million videos, within one map page, and stays so as views rewrite
-- rows, where an order by word would not last; at ten million, two to four. More partitions would
-- keep ten million within one, but every write of a video's rows (a view's among them) looks up its
-- key in each partition, about 15 microseconds a partition a statement.
-- The rows are copied as they are, then the keys, the foreign key and the two orders are built in
-- one pass each, as migration 0029 did.
-- The same columns as the table it replaces.
CREATE TABLE "video_words_by_word" (LIKE "video_words") PARTITION BY HASH ("word");
--> statement-breakpoint
DO $$
BEGIN
  FOR i IN 0..15 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF video_words_by_word FOR VALUES WITH (MODULUS 16, REMAINDER %s)',
                   'video_words_p' || lpad(i::text, 2, '0'), i);
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "video_words_by_word" (word, video_id, gender, facets, post_date, popularity, signature)
  SELECT word, video_id, gender, facets, post_date, popularity, signature FROM "video_words";
--> statement-breakpoint
DROP TABLE "video_words";
--> statement-breakpoint
ALTER TABLE "video_words_by_word" RENAME TO "video_words";
--> statement-breakpoint
ALTER TABLE "video_words" ADD CONSTRAINT "video_words_video_id_word_pk" PRIMARY KEY ("video_id", "word");
--> statement-breakpoint
ALTER TABLE "video_words" ADD CONSTRAINT "video_words_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "video_words_popular_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature");
--> statement-breakpoint
CREATE INDEX "video_words_latest_idx" ON "video_words" USING btree ("word", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "popularity", "signature");
