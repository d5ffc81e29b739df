-- Every complaint is to be decided by a due date, set as it comes in from the business days then in
-- force, so that a later change of the setting does not move it. Reports made before this had none:
-- they get nine calendar days, what seven business days span from most weekdays.
ALTER TABLE "reports" ADD COLUMN "due_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "reports" SET "due_at" = "created_at" + interval '9 days';
--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "due_at" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "reports_open_due_idx" ON "reports" USING btree ("due_at") WHERE "reports"."state" = 'open';
--> statement-breakpoint
-- An uploader's one appeal against the rejection or takedown of their video.
CREATE TABLE "appeals" (
	"appeal_id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"decision" text NOT NULL,
	"decided_by" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "appeals_video_id_unique" UNIQUE("video_id")
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "appeals_open_due_idx" ON "appeals" USING btree ("due_at") WHERE "appeals"."state" = 'open';
