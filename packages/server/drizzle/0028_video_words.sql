-- Each live video's words, one row per distinct word of its `search` vector, with the video's
-- gender, facets, date, popularity and words' signature copied beside it. A search whose words are
-- all required is then a walk of its rarest word's rows in popularity order (or through its date
-- range) that stops after the cap, whatever the catalogue's size, where the word index gave every
-- match unordered and the order was read from the table. Rows exist for live videos only, and are
-- kept in the writing statement's own transaction, as video_scopes' are.
CREATE TABLE "video_words" (
	"word" text NOT NULL,
	"video_id" integer NOT NULL,
	"gender" text NOT NULL,
	"facets" smallint NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"popularity" real NOT NULL,
	"signature" bigint NOT NULL,
	CONSTRAINT "video_words_video_id_word_pk" PRIMARY KEY ("video_id", "word")
);
--> statement-breakpoint
-- A set of words as 64 bits, one set per word (from its md5, which no upgrade changes): a video
-- whose signature lacks a bit of a searched word's lacks the word, so the walk skips it on the
-- index entry; one that has them all is a candidate, looked up by its (video, word) key.
CREATE FUNCTION video_words_signature(p_words text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1::bigint << (get_byte(decode(md5(w), 'hex'), 0) & 63)), 0) FROM unnest(p_words) AS w
$$;
--> statement-breakpoint
-- Makes the rows of these videos what videos says. While the seeder runs (its `seed_state`
-- setting), nothing: it fills the table once at its end.
CREATE FUNCTION video_words_refresh(p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settings WHERE key = 'seed_state') THEN RETURN; END IF;
  DELETE FROM video_words WHERE video_id = ANY(p_ids);
  INSERT INTO video_words (word, video_id, gender, facets, post_date, popularity, signature)
    SELECT w.word, v.video_id, v.gender, v.facets, v.post_date, v.popularity, v.signature
      -- The words and their signature once a video, not once a word (OFFSET 0 keeps them here).
      FROM (SELECT v.video_id, v.gender, v.facets, v.post_date, v.popularity, tsvector_to_array(v.search) AS words,
                   video_words_signature(tsvector_to_array(v.search)) AS signature
              FROM videos v WHERE v.video_id = ANY(p_ids) AND v.status_id = 1 OFFSET 0) v
      CROSS JOIN LATERAL unnest(v.words) AS w(word);
END $$;
--> statement-breakpoint
CREATE FUNCTION video_words_on_videos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM video_words_refresh(ARRAY(SELECT video_id FROM added));
  ELSE
    -- Only the videos whose copied columns or words changed: most updates touch none.
    PERFORM video_words_refresh(ARRAY(
      SELECT a.video_id FROM added a JOIN gone o ON o.video_id = a.video_id
       WHERE (a.status_id, a.gender, a.facets, a.post_date, a.popularity, a.search)
             IS DISTINCT FROM (o.status_id, o.gender, o.facets, o.post_date, o.popularity, o.search)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_words_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_words_on_videos();
--> statement-breakpoint
CREATE TRIGGER video_words_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_words_on_videos();
--> statement-breakpoint
-- The whole table from the catalogue as it stands, as the seeder also fills it at its end.
CREATE FUNCTION video_words_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM video_words;
  INSERT INTO video_words (word, video_id, gender, facets, post_date, popularity, signature)
    SELECT w.word, v.video_id, v.gender, v.facets, v.post_date, v.popularity, v.signature
      FROM (SELECT v.video_id, v.gender, v.facets, v.post_date, v.popularity, tsvector_to_array(v.search) AS words,
                   video_words_signature(tsvector_to_array(v.search)) AS signature
              FROM videos v WHERE v.status_id = 1 OFFSET 0) v
      CROSS JOIN LATERAL unnest(v.words) AS w(word);
$$;
--> statement-breakpoint
SELECT video_words_rebuild();
--> statement-breakpoint
-- The foreign key and the two orders after the rows, each checked or built in one pass.
ALTER TABLE "video_words" ADD CONSTRAINT "video_words_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "video_words_popular_idx" ON "video_words" USING btree ("word", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "signature");
--> statement-breakpoint
CREATE INDEX "video_words_latest_idx" ON "video_words" USING btree ("word", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "popularity", "signature");
