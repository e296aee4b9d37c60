ALTER TABLE "leagues" ADD COLUMN "playoff_seeds" jsonb;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "champion_team_id" uuid;--> statement-breakpoint
ALTER TABLE "matchups" ADD COLUMN "stage" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "matchups" ADD COLUMN "round" integer;