CREATE TABLE "licence_revocations" (
	"licence_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The licences revoked before this list existed.
INSERT INTO "licence_revocations" ("licence_id", "revoked_at")
SELECT "id", "revoked_at" FROM "licences" WHERE "revoked_at" IS NOT NULL;
