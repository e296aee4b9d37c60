-- A conversation without messages shows only in the list of whoever opened it: each participant
-- keeps when they opened it themselves. Conversations opened before keep showing to both.
ALTER TABLE "conversation_participants" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
UPDATE "conversation_participants" SET "opened_at" = now();
