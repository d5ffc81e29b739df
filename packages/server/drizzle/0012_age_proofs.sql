CREATE TABLE "age_proofs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "age_proofs" ADD CONSTRAINT "age_proofs_user_id_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("user_id") ON DELETE cascade ON UPDATE no action;
