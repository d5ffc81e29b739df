CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_counts" (
	"scope" text NOT NULL,
	"object_id" integer NOT NULL,
	"gender" text NOT NULL,
	"videos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_counts_scope_object_id_gender_pk" PRIMARY KEY("scope","object_id","gender")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Adds `delta` to the counts of a live video's scopes: every video of its gender, its channel, its
-- categories and its models. Called by the row triggers on videos, where one video moves at a time.
CREATE FUNCTION video_counts_apply(p_video integer, p_gender text, p_channel integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_counts AS c (scope, object_id, gender, videos)
    SELECT 'all', 0, p_gender, p_delta
    UNION ALL SELECT 'channel', p_channel, p_gender, p_delta WHERE p_channel IS NOT NULL
    UNION ALL SELECT 'category', vc.category_id, p_gender, p_delta FROM video_categories vc WHERE vc.video_id = p_video
    UNION ALL SELECT 'model', vm.model_id, p_gender, p_delta FROM video_models vm WHERE vm.video_id = p_video
  ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
END $$;
--> statement-breakpoint
-- A status, gender or channel change: out of the old scopes when it was live, into the new when it is.
CREATE FUNCTION video_counts_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status_id = 1 THEN PERFORM video_counts_apply(OLD.video_id, OLD.gender, OLD.channel_id, -1); END IF;
  IF NEW.status_id = 1 THEN PERFORM video_counts_apply(NEW.video_id, NEW.gender, NEW.channel_id, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_update AFTER UPDATE OF status_id, gender, channel_id ON videos FOR EACH ROW
  WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.channel_id IS DISTINCT FROM NEW.channel_id)
  EXECUTE FUNCTION video_counts_on_update();
--> statement-breakpoint
-- Before the row goes, while its category and model links are still there to say which scopes it
-- was in; the links' own delete trigger then finds no video and changes nothing.
CREATE FUNCTION video_counts_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM video_counts_apply(OLD.video_id, OLD.gender, OLD.channel_id, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_delete BEFORE DELETE ON videos FOR EACH ROW WHEN (OLD.status_id = 1)
  EXECUTE FUNCTION video_counts_on_delete();
--> statement-breakpoint
-- Inserts are counted per statement, so a bulk load of a million rows is one grouped update. A new
-- video has no links yet: its categories and models are counted when the links are inserted.
CREATE FUNCTION video_counts_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_counts AS c (scope, object_id, gender, videos)
    SELECT 'all', 0, gender, count(*)::int FROM added WHERE status_id = 1 GROUP BY gender
    UNION ALL
    SELECT 'channel', channel_id, gender, count(*)::int FROM added WHERE status_id = 1 AND channel_id IS NOT NULL GROUP BY channel_id, gender
  ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_insert();
--> statement-breakpoint
-- video_categories rows added to or taken from live videos, per statement.
CREATE FUNCTION video_counts_on_video_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, videos)
      SELECT 'category', l.category_id, v.gender, -count(*)::int FROM gone l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1
       GROUP BY l.category_id, v.gender
    ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, videos)
      SELECT 'category', l.category_id, v.gender, count(*)::int FROM added l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1
       GROUP BY l.category_id, v.gender
    ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_video_categories_insert AFTER INSERT ON video_categories REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_categories();
--> statement-breakpoint
CREATE TRIGGER video_counts_video_categories_delete AFTER DELETE ON video_categories REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_categories();
--> statement-breakpoint
CREATE TRIGGER video_counts_video_categories_update AFTER UPDATE ON video_categories REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_categories();
--> statement-breakpoint
-- video_models rows added to or taken from live videos, per statement.
CREATE FUNCTION video_counts_on_video_models() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, videos)
      SELECT 'model', l.model_id, v.gender, -count(*)::int FROM gone l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1
       GROUP BY l.model_id, v.gender
    ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO video_counts AS c (scope, object_id, gender, videos)
      SELECT 'model', l.model_id, v.gender, count(*)::int FROM added l JOIN videos v ON v.video_id = l.video_id AND v.status_id = 1
       GROUP BY l.model_id, v.gender
    ON CONFLICT (scope, object_id, gender) DO UPDATE SET videos = c.videos + EXCLUDED.videos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_video_models_insert AFTER INSERT ON video_models REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_models();
--> statement-breakpoint
CREATE TRIGGER video_counts_video_models_delete AFTER DELETE ON video_models REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_models();
--> statement-breakpoint
CREATE TRIGGER video_counts_video_models_update AFTER UPDATE ON video_models REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_counts_on_video_models();
--> statement-breakpoint
-- TRUNCATE fires no delete trigger: emptying a table empties the counts it feeds.
CREATE FUNCTION video_counts_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'videos' THEN DELETE FROM video_counts;
  ELSE DELETE FROM video_counts WHERE scope = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_counts_truncate AFTER TRUNCATE ON videos FOR EACH STATEMENT EXECUTE FUNCTION video_counts_on_truncate('all');
--> statement-breakpoint
CREATE TRIGGER video_counts_truncate AFTER TRUNCATE ON video_categories FOR EACH STATEMENT EXECUTE FUNCTION video_counts_on_truncate('category');
--> statement-breakpoint
CREATE TRIGGER video_counts_truncate AFTER TRUNCATE ON video_models FOR EACH STATEMENT EXECUTE FUNCTION video_counts_on_truncate('model');
--> statement-breakpoint
-- The counts of the catalogue as it stands when this migration runs.
INSERT INTO video_counts (scope, object_id, gender, videos)
  SELECT 'all', 0, gender, count(*)::int FROM videos WHERE status_id = 1 GROUP BY gender
  UNION ALL SELECT 'channel', channel_id, gender, count(*)::int FROM videos WHERE status_id = 1 AND channel_id IS NOT NULL GROUP BY channel_id, gender
  UNION ALL SELECT 'category', vc.category_id, v.gender, count(*)::int FROM video_categories vc JOIN videos v ON v.video_id = vc.video_id AND v.status_id = 1 GROUP BY vc.category_id, v.gender
  UNION ALL SELECT 'model', vm.model_id, v.gender, count(*)::int FROM video_models vm JOIN videos v ON v.video_id = vm.video_id AND v.status_id = 1 GROUP BY vm.model_id, v.gender;
--> statement-breakpoint
-- The words of titles, lower case, three characters or more: what a misspelt search word is matched against.
CREATE FUNCTION search_words_of(p_title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(p_title), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT DISTINCT search_words_of(title) FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION search_words_on_insert();
--> statement-breakpoint
CREATE FUNCTION search_words_on_title() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_words_of(NEW.title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_title AFTER UPDATE OF title ON videos FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION search_words_on_title();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT search_words_of(title) FROM videos ON CONFLICT DO NOTHING;
