-- A member may upload only once verified as an uploader: by a moderator by hand (`manual`, who in
-- `verified_by`) or by an identity provider (`provider`). One row per verified member; revoking
-- deletes the row, and the audit log keeps both acts.
CREATE TABLE "uploader_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploader_verifications_method_ck" CHECK ("uploader_verifications"."method" IN ('manual', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "uploader_verifications" ADD CONSTRAINT "uploader_verifications_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uploader_verifications" ADD CONSTRAINT "uploader_verifications_verified_by_members_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."members"("user_id") ON DELETE set null ON UPDATE no action;
