ALTER TABLE "matchups" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matchups" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matchups" ADD COLUMN "counted_to" timestamp with time zone;