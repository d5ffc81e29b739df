-- A member verified as an uploader by an identity provider: which provider (its id as the operator
-- names it in AGE_PROVIDERS), so staff see how each uploader was verified. '' for a moderator's.
ALTER TABLE "uploader_verifications" ADD COLUMN "provider" text DEFAULT '' NOT NULL;
