CREATE TABLE "metric_daily" (
	"day" date NOT NULL,
	"video_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"rebuffer_ms" bigint DEFAULT 0 NOT NULL,
	"rebuffer_count" integer DEFAULT 0 NOT NULL,
	"ttff_hist" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"ads_asked" integer DEFAULT 0 NOT NULL,
	"ads_played" integer DEFAULT 0 NOT NULL,
	"embeds" integer DEFAULT 0 NOT NULL,
	"engines" jsonb NOT NULL,
	"qualities" jsonb NOT NULL,
	CONSTRAINT "metric_daily_day_video_id_pk" PRIMARY KEY("day","video_id")
);
--> statement-breakpoint
CREATE TABLE "metric_daily_hosts" (
	"day" date NOT NULL,
	"video_id" integer NOT NULL,
	"host" text NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_daily_hosts_day_video_id_host_pk" PRIMARY KEY("day","video_id","host")
);
--> statement-breakpoint
CREATE TABLE "metric_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"session" text NOT NULL,
	"name" text NOT NULL,
	"video_id" integer NOT NULL,
	"ttff_ms" integer,
	"watch_ms" integer,
	"rebuffer_ms" integer,
	"rebuffer_count" integer,
	"quality" text,
	"engine" text,
	"embed" boolean,
	"embed_host" text,
	"ad_asked" boolean
);
--> statement-breakpoint
CREATE INDEX "metric_daily_video_idx" ON "metric_daily" USING btree ("video_id","day");--> statement-breakpoint
CREATE INDEX "metric_records_received_idx" ON "metric_records" USING btree ("received_at");