-- A live video's place in each list of one object: its categories, its models, its channel and its
-- uploader, with the video's sort keys, facets and gender copied beside it. Each sort has an index
-- that starts with the object, so a category's, model's, channel's or member's list is a walk that
-- stops after the page, whatever the catalogue's size. A member's own list ignores the gender
-- switch: its rows carry an empty gender. Rows exist for live videos only.
CREATE TABLE "video_scopes" (
	"scope" text NOT NULL,
	"object_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"gender" text NOT NULL,
	"facets" smallint NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"duration_sec" integer NOT NULL,
	"comments_count" integer NOT NULL,
	"popularity" real NOT NULL,
	"viewed" integer NOT NULL,
	"rating" real NOT NULL,
	CONSTRAINT "video_scopes_scope_object_id_video_id_pk" PRIMARY KEY ("scope", "object_id", "video_id")
);
--> statement-breakpoint
ALTER TABLE "video_scopes" ADD CONSTRAINT "video_scopes_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "video_scopes_video_idx" ON "video_scopes" USING btree ("video_id");
--> statement-breakpoint
CREATE INDEX "video_scopes_latest_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "post_date" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets");
--> statement-breakpoint
CREATE INDEX "video_scopes_longest_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "duration_sec" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "video_scopes_commented_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "comments_count" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "video_scopes_popular_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "popularity" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "video_scopes_viewed_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "viewed" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
CREATE INDEX "video_scopes_rated_idx" ON "video_scopes" USING btree ("scope", "object_id", "gender", "rating" DESC NULLS FIRST, "video_id" DESC NULLS FIRST) INCLUDE ("facets", "post_date");
--> statement-breakpoint
-- Makes the rows of these videos what their rows in videos and the link tables say. While the
-- seeder runs (its `seed_state` setting), nothing: it fills the table once at its end.
CREATE FUNCTION video_scopes_refresh(p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settings WHERE key = 'seed_state') THEN RETURN; END IF;
  DELETE FROM video_scopes WHERE video_id = ANY(p_ids);
  INSERT INTO video_scopes (scope, object_id, video_id, gender, facets, post_date, duration_sec, comments_count, popularity, viewed, rating)
    SELECT s.scope, s.object_id, v.video_id, CASE WHEN s.scope = 'user' THEN '' ELSE v.gender END, v.facets, v.post_date,
           v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating
      FROM videos v
      CROSS JOIN LATERAL (
        SELECT 'channel' AS scope, v.channel_id AS object_id WHERE v.channel_id IS NOT NULL
        UNION ALL SELECT 'user', v.user_id WHERE v.user_id IS NOT NULL
        UNION ALL SELECT 'category', l.category_id FROM video_categories l WHERE l.video_id = v.video_id
        UNION ALL SELECT 'model', l.model_id FROM video_models l WHERE l.video_id = v.video_id
      ) s
     WHERE v.video_id = ANY(p_ids) AND v.status_id = 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION video_scopes_on_videos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM video_scopes_refresh(ARRAY(SELECT video_id FROM added));
  ELSE
    -- Only the rows whose copied columns changed: most updates (a review note, a file) touch none.
    PERFORM video_scopes_refresh(ARRAY(
      SELECT a.video_id FROM added a JOIN gone o ON o.video_id = a.video_id
       WHERE (a.status_id, a.gender, a.facets, a.post_date, a.duration_sec, a.comments_count, a.popularity, a.viewed, a.rating, a.channel_id, a.user_id)
             IS DISTINCT FROM (o.status_id, o.gender, o.facets, o.post_date, o.duration_sec, o.comments_count, o.popularity, o.viewed, o.rating, o.channel_id, o.user_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_scopes_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_videos();
--> statement-breakpoint
CREATE TRIGGER video_scopes_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_videos();
--> statement-breakpoint
-- Links added, removed or changed: the videos on either side are refreshed.
CREATE FUNCTION video_scopes_on_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM video_scopes_refresh(ARRAY(SELECT DISTINCT video_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM video_scopes_refresh(ARRAY(SELECT DISTINCT video_id FROM gone));
  ELSE
    PERFORM video_scopes_refresh(ARRAY(SELECT video_id FROM added UNION SELECT video_id FROM gone));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_scopes_categories_insert AFTER INSERT ON video_categories REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
CREATE TRIGGER video_scopes_categories_delete AFTER DELETE ON video_categories REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
CREATE TRIGGER video_scopes_categories_update AFTER UPDATE ON video_categories REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
CREATE TRIGGER video_scopes_models_insert AFTER INSERT ON video_models REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
CREATE TRIGGER video_scopes_models_delete AFTER DELETE ON video_models REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
CREATE TRIGGER video_scopes_models_update AFTER UPDATE ON video_models REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION video_scopes_on_links();
--> statement-breakpoint
-- TRUNCATE fires no delete trigger: emptying a link table empties its scope.
CREATE FUNCTION video_scopes_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM video_scopes WHERE scope = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_scopes_truncate AFTER TRUNCATE ON video_categories FOR EACH STATEMENT EXECUTE FUNCTION video_scopes_on_truncate('category');
--> statement-breakpoint
CREATE TRIGGER video_scopes_truncate AFTER TRUNCATE ON video_models FOR EACH STATEMENT EXECUTE FUNCTION video_scopes_on_truncate('model');
--> statement-breakpoint
-- The whole table from the catalogue as it stands, as the seeder also fills it at its end.
CREATE FUNCTION video_scopes_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM video_scopes;
  INSERT INTO video_scopes (scope, object_id, video_id, gender, facets, post_date, duration_sec, comments_count, popularity, viewed, rating)
    SELECT 'channel', v.channel_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating
      FROM videos v WHERE v.status_id = 1 AND v.channel_id IS NOT NULL
    UNION ALL SELECT 'user', v.user_id, v.video_id, '', v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating
      FROM videos v WHERE v.status_id = 1 AND v.user_id IS NOT NULL
    UNION ALL SELECT 'category', l.category_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating
      FROM video_categories l JOIN videos v ON v.video_id = l.video_id WHERE v.status_id = 1
    UNION ALL SELECT 'model', l.model_id, v.video_id, v.gender, v.facets, v.post_date, v.duration_sec, v.comments_count, v.popularity, v.viewed, v.rating
      FROM video_models l JOIN videos v ON v.video_id = l.video_id WHERE v.status_id = 1;
$$;
--> statement-breakpoint
SELECT video_scopes_rebuild();
