CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"dir" text NOT NULL,
	"title" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'str' NOT NULL,
	"toptn" smallint DEFAULT 0 NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"avg_videos_popularity" real DEFAULT 0 NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"channel_id" serial PRIMARY KEY NOT NULL,
	"dir" text NOT NULL,
	"title" text NOT NULL,
	"title2" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'str' NOT NULL,
	"toptn" smallint DEFAULT 0 NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_not_self_ck" CHECK ("friend_requests"."from_user_id" <> "friend_requests"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"gender" smallint,
	"birth_date" date,
	"relationship" smallint,
	"orientation" smallint,
	"education" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"interests" text DEFAULT '' NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "models" (
	"model_id" serial PRIMARY KEY NOT NULL,
	"dir" text NOT NULL,
	"title" text NOT NULL,
	"gender" smallint DEFAULT 2 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"race" text DEFAULT '' NOT NULL,
	"career_start" smallint,
	"career_debut_age" smallint,
	"career_status" text DEFAULT '' NOT NULL,
	"career_end" smallint,
	"zodiac" text DEFAULT '' NOT NULL,
	"hair" smallint,
	"eye" text DEFAULT '' NOT NULL,
	"tattoo" text DEFAULT '' NOT NULL,
	"piercing" text DEFAULT '' NOT NULL,
	"size_tits" text DEFAULT '' NOT NULL,
	"measurements" text DEFAULT '' NOT NULL,
	"height" smallint,
	"weight" smallint,
	"toptn" smallint DEFAULT 0 NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"added_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"playlist_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_items_playlist_id_video_id_pk" PRIMARY KEY("playlist_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"playlist_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"gender" text DEFAULT 'str' NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0.5 NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword_id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"dir" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"total_videos" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"act" text NOT NULL,
	"section" text NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer,
	"nogeo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_type_ck" CHECK ("subscriptions"."type" in ('channel', 'model', 'user', 'playlist')),
	CONSTRAINT "subscriptions_not_self_ck" CHECK (not ("subscriptions"."type" = 'user' and "subscriptions"."object_id" = "subscriptions"."user_id"))
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"video_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"source_path" text NOT NULL,
	"content_hash" text DEFAULT '' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"video_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "video_categories_video_id_category_id_pk" PRIMARY KEY("video_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "video_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"format" text NOT NULL,
	"path" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_models" (
	"video_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	CONSTRAINT "video_models_video_id_model_id_pk" PRIMARY KEY("video_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "video_views_daily" (
	"video_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_views_daily_video_id_day_pk" PRIMARY KEY("video_id","day")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"video_id" serial PRIMARY KEY NOT NULL,
	"dir" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_sec" integer NOT NULL,
	"post_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"gender" text DEFAULT 'str' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"media_key" text NOT NULL,
	"media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_formats" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"vr" text DEFAULT '' NOT NULL,
	"timelines_count" integer DEFAULT 0 NOT NULL,
	"timelines_interval" integer DEFAULT 0 NOT NULL,
	"channel_id" integer,
	"content_source" integer,
	"content_source_name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"sg_id" integer,
	"ex_tube" text DEFAULT '' NOT NULL,
	"ex_id" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"toptn" smallint DEFAULT 0 NOT NULL,
	"viewed" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"favourites_count" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0.5 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("videos"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("videos"."description", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"user_id" integer NOT NULL,
	"section" text NOT NULL,
	"object_id" integer NOT NULL,
	"vote" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_id_section_object_id_pk" PRIMARY KEY("user_id","section","object_id")
);
--> statement-breakpoint
CREATE TABLE "wall_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_user_id_members_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_user_id_members_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_members_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_members_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_playlist_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("playlist_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_categories" ADD CONSTRAINT "video_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_files" ADD CONSTRAINT "video_files_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_models" ADD CONSTRAINT "video_models_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_models" ADD CONSTRAINT "video_models_model_id_models_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views_daily" ADD CONSTRAINT "video_views_daily_video_id_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("video_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_channel_id_channels_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("channel_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_author_id_members_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_dir_uq" ON "categories" USING btree ("dir");--> statement-breakpoint
CREATE INDEX "categories_popularity_idx" ON "categories" USING btree ("avg_videos_popularity");--> statement-breakpoint
CREATE INDEX "categories_title_trgm" ON "categories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "channels_dir_uq" ON "channels" USING btree ("dir");--> statement-breakpoint
CREATE INDEX "channels_title_idx" ON "channels" USING btree ("title");--> statement-breakpoint
CREATE INDEX "channels_videos_idx" ON "channels" USING btree ("total_videos");--> statement-breakpoint
CREATE INDEX "channels_popularity_idx" ON "channels" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "channels_viewed_idx" ON "channels" USING btree ("viewed");--> statement-breakpoint
CREATE INDEX "channels_rating_idx" ON "channels" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "channels_subscribers_idx" ON "channels" USING btree ("subscribers");--> statement-breakpoint
CREATE INDEX "channels_post_date_idx" ON "channels" USING btree ("post_date");--> statement-breakpoint
CREATE INDEX "channels_title_trgm" ON "channels" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_object_idx" ON "comments" USING btree ("section","object_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_ip_idx" ON "comments" USING btree ("ip","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_uq" ON "friend_requests" USING btree ("from_user_id","to_user_id");--> statement-breakpoint
CREATE INDEX "friend_requests_to_idx" ON "friend_requests" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_uq" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_uq" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_added_idx" ON "members" USING btree ("added_date");--> statement-breakpoint
CREATE INDEX "members_username_idx" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "members_subscribers_idx" ON "members" USING btree ("subscribers");--> statement-breakpoint
CREATE INDEX "messages_to_idx" ON "messages" USING btree ("to_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_from_idx" ON "messages" USING btree ("from_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "models_dir_uq" ON "models" USING btree ("dir");--> statement-breakpoint
CREATE INDEX "models_title_idx" ON "models" USING btree ("title");--> statement-breakpoint
CREATE INDEX "models_videos_idx" ON "models" USING btree ("total_videos");--> statement-breakpoint
CREATE INDEX "models_popularity_idx" ON "models" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "models_viewed_idx" ON "models" USING btree ("viewed");--> statement-breakpoint
CREATE INDEX "models_rating_idx" ON "models" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "models_subscribers_idx" ON "models" USING btree ("subscribers");--> statement-breakpoint
CREATE INDEX "models_added_idx" ON "models" USING btree ("added_date");--> statement-breakpoint
CREATE INDEX "models_title_trgm" ON "models" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "playlist_items_video_idx" ON "playlist_items" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "playlists_user_idx" ON "playlists" USING btree ("user_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "playlists_latest_idx" ON "playlists" USING btree ("post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_uq" ON "search_keywords" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "search_keywords_hits_idx" ON "search_keywords" USING btree ("hits" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_keywords_trgm" ON "search_keywords" USING gin ("keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stat_events_object_idx" ON "stat_events" USING btree ("section","object_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_uq" ON "subscriptions" USING btree ("user_id","type","object_id");--> statement-breakpoint
CREATE INDEX "subscriptions_object_idx" ON "subscriptions" USING btree ("type","object_id");--> statement-breakpoint
CREATE INDEX "upload_jobs_state_idx" ON "upload_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "upload_jobs_hash_idx" ON "upload_jobs" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "video_categories_cat_idx" ON "video_categories" USING btree ("category_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_files_video_format_uq" ON "video_files" USING btree ("video_id","format");--> statement-breakpoint
CREATE INDEX "video_models_model_idx" ON "video_models" USING btree ("model_id","video_id");--> statement-breakpoint
CREATE INDEX "video_views_daily_day_idx" ON "video_views_daily" USING btree ("day","views" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_latest_idx" ON "videos" USING btree ("gender","status_id","post_date" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_longest_idx" ON "videos" USING btree ("gender","status_id","duration_sec" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_commented_idx" ON "videos" USING btree ("gender","status_id","comments_count" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_popular_idx" ON "videos" USING btree ("gender","status_id","popularity" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_viewed_idx" ON "videos" USING btree ("gender","status_id","viewed" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_rated_idx" ON "videos" USING btree ("gender","status_id","rating" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_channel_idx" ON "videos" USING btree ("channel_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id","post_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search");--> statement-breakpoint
CREATE INDEX "videos_title_trgm" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "votes_object_idx" ON "votes" USING btree ("section","object_id");--> statement-breakpoint
CREATE INDEX "wall_posts_user_idx" ON "wall_posts" USING btree ("user_id","created_at" DESC NULLS FIRST);