CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"invoice_number" text,
	"order_id" uuid,
	"status" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "received_payments_source_reference_unique" UNIQUE("source","reference")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_means" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminders_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_payments_status_idx" ON "received_payments" USING btree ("status","booked_on");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_token_hash_unique" UNIQUE("pay_token_hash");--> statement-breakpoint
-- Orders paid before payments were recorded: paid by bank transfer (the only means then), on the day Mark as
-- paid was pressed, in France.
UPDATE "orders" SET
	"payment_means" = 'sepa_credit_transfer',
	"paid_on" = (
		SELECT (min("audit_events"."at") AT TIME ZONE 'Europe/Paris')::date FROM "audit_events"
		WHERE "audit_events"."subject_type" = 'order' AND "audit_events"."subject_id" = "orders"."id"
			AND "audit_events"."action" = 'order_paid'
	)
WHERE EXISTS (
	SELECT 1 FROM "audit_events"
	WHERE "audit_events"."subject_type" = 'order' AND "audit_events"."subject_id" = "orders"."id"
		AND "audit_events"."action" = 'order_paid'
);
