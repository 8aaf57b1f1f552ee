ALTER TABLE "verifications" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_language" CHECK ("verifications"."language" in ('en', 'fr'));