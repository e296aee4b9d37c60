CREATE TABLE "friend_request_refusals" (
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_request_refusals_sender_id_recipient_id_pk" PRIMARY KEY("sender_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "friend_request_refusals" ADD CONSTRAINT "friend_request_refusals_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_request_refusals" ADD CONSTRAINT "friend_request_refusals_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friend_request_refusals_recipient_idx" ON "friend_request_refusals" USING btree ("recipient_id");