-- A video's words (`search`) sit beside its order in videos_search_popular_idx and
-- videos_search_latest_idx, and a btree entry holds at most 2,704 bytes. A description of many
-- distinct words (a keyword list, a language the english configuration does not stem) made a larger
-- vector, and its upload or edit failed. The words now keep the title and as much of the
-- description, from its start, as fits 2,600 bytes (the rest of the entry is its keys, under 100
-- bytes); the description itself is stored whole. Ordinary descriptions fit whole, so their words
-- and their ranking are as before.
CREATE FUNCTION video_search_words(p_title text, p_description text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  max_bytes constant int := 2600;
  title text := coalesce(p_title, '');
  body text := coalesce(p_description, '');
  words tsvector := setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B');
  size int := pg_column_size(words);
BEGIN
  -- Each pass keeps the share of the text that would fit were its words even, less 4 %: a few
  -- passes at most, the description's end first, then the title's.
  WHILE size > max_bytes AND (body <> '' OR title <> '') LOOP
    IF body <> '' THEN
      body := left(body, (length(body)::bigint * (max_bytes - 100) / size)::int);
    ELSE
      title := left(title, (length(title)::bigint * (max_bytes - 100) / size)::int);
    END IF;
    words := setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B');
    size := pg_column_size(words);
  END LOOP;
  RETURN words;
END $$;
--> statement-breakpoint
-- PostgreSQL 15 changes a generated column's expression only by rewriting the table and every
-- index on it, so the column becomes a plain one that keeps every row's words (no rewrite), and a
-- trigger sets them from now on.
ALTER TABLE "videos" ALTER COLUMN "search" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION videos_search_words_set() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := video_search_words(NEW.title, NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_search_words BEFORE INSERT OR UPDATE OF title, description ON videos FOR EACH ROW
  EXECUTE FUNCTION videos_search_words_set();
