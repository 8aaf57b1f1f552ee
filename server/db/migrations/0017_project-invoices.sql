CREATE TABLE "quote_page_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_paid_on" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "work_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "final_paid_on" date;--> statement-breakpoint
ALTER TABLE "quote_page_links" ADD CONSTRAINT "quote_page_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_page_links_quote_idx" ON "quote_page_links" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "received_payments_invoice_idx" ON "received_payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('message_read', 'message_handled', 'message_reopened', 'message_not_spam', 'message_spam', 'message_deleted', 'invitation_sent', 'invitation_revoked', 'invitation_accepted', 'user_removed', 'billing_granted', 'billing_withdrawn', 'order_received', 'invoice_sent', 'order_paid', 'licence_sent', 'order_cancelled', 'credit_note_issued', 'licence_revoked', 'licence_reissued', 'invoice_reminder_sent', 'buyer_details_corrected', 'payment_reminder_sent', 'payment_reminders_stopped', 'payment_reminders_resumed', 'payment_mismatch', 'order_refunded', 'order_marked_spam', 'order_restored', 'payment_received', 'payment_written_off', 'quote_created', 'quote_updated', 'quote_sent', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_deposit_invoiced', 'quote_work_done', 'quote_final_invoiced', 'quote_invoice_paid', 'quote_invoice_credited'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_stage" CHECK ("invoices"."stage" in ('deposit', 'final'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_or_quote" CHECK (("invoices"."order_id" IS NULL) <> ("invoices"."quote_id" IS NULL) AND ("invoices"."quote_id" IS NULL) = ("invoices"."stage" IS NULL));