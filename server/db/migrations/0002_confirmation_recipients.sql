CREATE TABLE "confirmation_recipients" (
	"address" text PRIMARY KEY NOT NULL,
	"recent_sends" timestamp with time zone[] NOT NULL
);
