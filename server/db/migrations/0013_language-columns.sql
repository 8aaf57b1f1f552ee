ALTER TABLE "messages" RENAME COLUMN "locale" TO "language";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "locale" TO "language";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "locale" TO "language";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_locale";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_locale";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_locale";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_language" CHECK ("messages"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_language" CHECK ("invoices"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" in ('en', 'fr'));