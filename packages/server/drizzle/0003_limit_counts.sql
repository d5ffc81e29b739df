CREATE TABLE "limit_counts" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_counts_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "limit_counts_reset_idx" ON "limit_counts" USING btree ("reset_at");