ALTER TABLE "leagues" ADD COLUMN "playoff_teams" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "playoff_start_week" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "playoff_round_weeks" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "playoff_consolation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "median_game" boolean DEFAULT false NOT NULL;