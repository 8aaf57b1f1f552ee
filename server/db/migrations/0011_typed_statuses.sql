ALTER TABLE "messages" ADD CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('contact', 'info_request', 'licence_order'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_locale" CHECK ("messages"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status" CHECK ("messages"."status" in ('new', 'read', 'handled'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'withheld', 'dropped'));--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_kind" CHECK ("oauth_tokens"."kind" in ('access', 'refresh'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('message_read', 'message_handled', 'message_reopened', 'message_not_spam', 'message_spam', 'message_deleted', 'invitation_sent', 'invitation_revoked', 'invitation_accepted', 'user_removed', 'billing_granted', 'billing_withdrawn', 'order_received', 'invoice_sent', 'order_paid', 'licence_sent', 'order_cancelled', 'credit_note_issued', 'licence_revoked', 'licence_reissued', 'invoice_reminder_sent', 'buyer_details_corrected', 'payment_reminder_sent', 'payment_reminders_stopped', 'payment_reminders_resumed', 'payment_mismatch', 'order_refunded', 'order_marked_spam', 'order_restored'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type" CHECK ("audit_events"."subject_type" in ('message', 'user', 'invitation', 'order'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason" CHECK ("sessions"."revoked_reason" in ('signed_out', 'password_changed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_type" CHECK ("verifications"."type" in ('invitation', 'password_reset'));--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_role" CHECK ("verifications"."role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_locale" CHECK ("invoices"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_revoked_reason" CHECK ("licences"."revoked_reason" in ('revoked', 'reissued'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('new', 'invoiced', 'paid', 'licence_sent', 'licence_revoked', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale" CHECK ("orders"."locale" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_means" CHECK ("orders"."payment_means" in ('sepa_credit_transfer', 'card', 'cheque', 'cash'));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_source" CHECK ("received_payments"."source" in ('bank_transfer', 'card'));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_status" CHECK ("received_payments"."status" in ('matched', 'unmatched', 'dismissed'));--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_reason" CHECK ("received_payments"."reason" in ('partial', 'overpaid', 'no_invoice', 'not_open', 'currency', 'amount', 'unknown_order'));--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_outcome" CHECK ("stripe_events"."outcome" in ('received', 'paid', 'mismatch', 'not_open', 'unknown_order', 'ignored'));