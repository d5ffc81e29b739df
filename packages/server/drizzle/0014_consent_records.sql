-- Each performer of an upload with their signed consent release, the document kept privately under
-- `file_key` in the consent folder. No foreign key to the video: a record outlives its video's
-- deletion (and any removal of its row). An admin's purge removes the document and keeps the row,
-- with who, when and why.
CREATE TABLE "consent_records" (
	"record_id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"uploader_id" integer,
	"performer" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	"purged_by" integer,
	"purge_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_uploader_id_members_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "consent_records_video_idx" ON "consent_records" USING btree ("video_id");
