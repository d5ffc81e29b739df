ALTER TABLE "metric_daily" ALTER COLUMN "views" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily" ALTER COLUMN "plays" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily" ALTER COLUMN "rebuffer_count" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily" ALTER COLUMN "ads_asked" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily" ALTER COLUMN "ads_played" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily" ALTER COLUMN "embeds" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "metric_daily_hosts" ALTER COLUMN "plays" SET DATA TYPE bigint;
