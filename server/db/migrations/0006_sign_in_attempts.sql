CREATE TABLE "attempt_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "attempts_key_idx" ON "attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "attempts_keep_until_idx" ON "attempts" USING btree ("keep_until");