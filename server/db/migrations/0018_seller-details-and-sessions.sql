CREATE TABLE "seller_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"details" jsonb NOT NULL,
	"set_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"set_by" uuid,
	"set_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD CONSTRAINT "seller_details_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_details_set_at_idx" ON "seller_details" USING btree ("set_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('message_read', 'message_handled', 'message_reopened', 'message_not_spam', 'message_spam', 'message_deleted', 'invitation_sent', 'invitation_revoked', 'invitation_accepted', 'user_removed', 'billing_granted', 'billing_withdrawn', 'seller_details_changed', 'name_changed', 'password_changed', 'order_received', 'invoice_sent', 'order_paid', 'licence_sent', 'order_cancelled', 'credit_note_issued', 'licence_revoked', 'licence_reissued', 'invoice_reminder_sent', 'buyer_details_corrected', 'payment_reminder_sent', 'payment_reminders_stopped', 'payment_reminders_resumed', 'payment_mismatch', 'order_refunded', 'order_marked_spam', 'order_restored', 'payment_received', 'payment_written_off', 'quote_created', 'quote_updated', 'quote_sent', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_deposit_invoiced', 'quote_work_done', 'quote_final_invoiced', 'quote_invoice_paid', 'quote_invoice_credited'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type" CHECK ("audit_events"."subject_type" in ('message', 'user', 'invitation', 'order', 'quote', 'seller_details'));