CREATE TABLE "data_feed_status" (
	"source" text PRIMARY KEY NOT NULL,
	"next_poll_at" timestamp with time zone,
	"round_started_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"games_added" integer DEFAULT 0 NOT NULL,
	"last_error_at" timestamp with time zone,
	"last_error_message" text
);
