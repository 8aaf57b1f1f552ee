CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "quote_versions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quote_versions_quote_version" UNIQUE("quote_id","version")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"deposit_percent" integer NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"message_id" uuid,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'declined')),
	CONSTRAINT "quotes_language" CHECK ("quotes"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_subject_type";--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('message_read', 'message_handled', 'message_reopened', 'message_not_spam', 'message_spam', 'message_deleted', 'invitation_sent', 'invitation_revoked', 'invitation_accepted', 'user_removed', 'billing_granted', 'billing_withdrawn', 'order_received', 'invoice_sent', 'order_paid', 'licence_sent', 'order_cancelled', 'credit_note_issued', 'licence_revoked', 'licence_reissued', 'invoice_reminder_sent', 'buyer_details_corrected', 'payment_reminder_sent', 'payment_reminders_stopped', 'payment_reminders_resumed', 'payment_mismatch', 'order_refunded', 'order_marked_spam', 'order_restored', 'payment_received', 'payment_written_off', 'quote_created', 'quote_updated', 'quote_sent', 'quote_revised', 'quote_accepted', 'quote_declined'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_type" CHECK ("audit_events"."subject_type" in ('message', 'user', 'invitation', 'order', 'quote'));