-- Issue 40: the amounts payments brought, statement imports, write-offs, and invitations that keep their sender.
-- Issue 40, payments (items 4, 5, 6, 9): the amount each payment brought, statement imports for the ledger,
-- written-off differences, and what the owner recorded with Mark as paid.
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_imports_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text DEFAULT '' NOT NULL,
	"message_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	"imported_by_name" text DEFAULT '' NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"skipped_entries" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"partial" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"already_imported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_statement_imports_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "written_off_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "means" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "received_payments_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_sequence_unique" UNIQUE("sequence");--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "received_payments_status_idx";--> statement-breakpoint
CREATE INDEX "received_payments_status_idx" ON "received_payments" USING btree ("status","booked_on","sequence");--> statement-breakpoint
CREATE INDEX "received_payments_booked_idx" ON "received_payments" USING btree ("booked_on","sequence");--> statement-breakpoint
CREATE INDEX "received_payments_order_idx" ON "received_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "received_payments" DROP CONSTRAINT "received_payments_source";--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_source" CHECK ("received_payments"."source" in ('bank_transfer', 'card', 'owner'));--> statement-breakpoint
ALTER TABLE "received_payments" DROP CONSTRAINT "received_payments_reason";--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_reason" CHECK ("received_payments"."reason" in ('partial', 'overpaid', 'no_invoice', 'not_open', 'currency', 'amount', 'unknown_order', 'date'));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_means" CHECK ("received_payments"."means" in ('sepa_credit_transfer', 'card', 'cheque', 'cash'));--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('message_read', 'message_handled', 'message_reopened', 'message_not_spam', 'message_spam', 'message_deleted', 'invitation_sent', 'invitation_revoked', 'invitation_accepted', 'user_removed', 'billing_granted', 'billing_withdrawn', 'order_received', 'invoice_sent', 'order_paid', 'licence_sent', 'order_cancelled', 'credit_note_issued', 'licence_revoked', 'licence_reissued', 'invoice_reminder_sent', 'buyer_details_corrected', 'payment_reminder_sent', 'payment_reminders_stopped', 'payment_reminders_resumed', 'payment_mismatch', 'order_refunded', 'order_marked_spam', 'order_restored', 'payment_received', 'payment_written_off'));--> statement-breakpoint
-- Data: an order paid with Mark as paid before payments had amounts received the invoice's total, as the
-- owner then said by pressing it; it is recorded as the owner's, with the order's day and means.
INSERT INTO "received_payments" ("source", "reference", "booked_on", "amount_cents", "currency", "invoice_number", "order_id", "status", "means", "resolved_at")
SELECT 'owner', 'migrated:' || "orders"."id", "orders"."paid_on", "invoices"."total_incl_vat_cents", 'EUR', "invoices"."number", "orders"."id", 'matched', "orders"."payment_means", now()
FROM "orders"
INNER JOIN "invoices" ON "invoices"."order_id" = "orders"."id" AND "invoices"."kind" = 'invoice'
WHERE "orders"."paid_on" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "received_payments"
		WHERE "received_payments"."order_id" = "orders"."id" AND "received_payments"."status" = 'matched'
	);--> statement-breakpoint
-- Data: a paid order whose matched payments came short in euros (the owner matched a partial payment, or
-- one in another currency) stays paid: the owner accepted the difference by matching it, written off here.
UPDATE "orders" SET "written_off_cents" = "due"."short"
FROM (
	SELECT "orders"."id", "invoices"."total_incl_vat_cents" - coalesce((
		SELECT sum("received_payments"."amount_cents") FROM "received_payments"
		WHERE "received_payments"."order_id" = "orders"."id" AND "received_payments"."status" = 'matched'
			AND "received_payments"."currency" = 'EUR'
	), 0) AS "short"
	FROM "orders"
	INNER JOIN "invoices" ON "invoices"."order_id" = "orders"."id" AND "invoices"."kind" = 'invoice'
	WHERE "orders"."paid_on" IS NOT NULL
) AS "due"
WHERE "orders"."id" = "due"."id" AND "due"."short" > 0;--> statement-breakpoint
-- Issue 40, item 3: an invitation keeps its sender's name once their account is removed.
ALTER TABLE "verifications" ADD COLUMN "created_by_name" text;--> statement-breakpoint
UPDATE "verifications" SET "created_by_name" = "users"."name" FROM "users" WHERE "users"."id" = "verifications"."created_by";--> statement-breakpoint
-- Data: an invitation still waiting whose sender's account was removed (its history names a person whose
-- account is gone) is void from now on, as removing an account now voids what it sent.
WITH "void" AS (
	UPDATE "verifications" SET "revoked_at" = now(), "created_by_name" = "audit_events"."actor_name"
	FROM "audit_events"
	WHERE "audit_events"."subject_type" = 'invitation' AND "audit_events"."subject_id" = "verifications"."id"
		AND "audit_events"."action" = 'invitation_sent' AND "audit_events"."actor_id" IS NULL
		AND "audit_events"."actor_name" <> 'Site'
		AND "verifications"."type" = 'invitation' AND "verifications"."created_by" IS NULL
		AND "verifications"."used_at" IS NULL AND "verifications"."revoked_at" IS NULL
	RETURNING "verifications"."id", "verifications"."target"
)
INSERT INTO "audit_events" ("actor_name", "action", "subject_type", "subject_id", "detail")
SELECT 'Site', 'invitation_revoked', 'invitation', "void"."id", jsonb_build_object('email', "void"."target", 'reason', 'sender_removed')
FROM "void";--> statement-breakpoint
