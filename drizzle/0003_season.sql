CREATE TABLE "matchup_starters" (
	"matchup_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"player_id" uuid NOT NULL,
	"points" double precision NOT NULL,
	"games" integer NOT NULL,
	CONSTRAINT "matchup_starters_matchup_id_team_id_slot_pk" PRIMARY KEY("matchup_id","team_id","slot")
);
--> statement-breakpoint
CREATE TABLE "matchups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"home_score" double precision,
	"away_score" double precision,
	"completed" boolean DEFAULT false NOT NULL,
	"winner_team_id" uuid,
	"is_tie" boolean DEFAULT false NOT NULL,
	"winner_updated" boolean DEFAULT false NOT NULL,
	"scored_at" timestamp with time zone,
	CONSTRAINT "matchups_league_week_home_key" UNIQUE("league_id","week","home_team_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "season_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matchup_starters" ADD CONSTRAINT "matchup_starters_matchup_id_matchups_id_fk" FOREIGN KEY ("matchup_id") REFERENCES "public"."matchups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchup_starters" ADD CONSTRAINT "matchup_starters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchup_starters" ADD CONSTRAINT "matchup_starters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchups" ADD CONSTRAINT "matchups_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matchups_league_week_idx" ON "matchups" USING btree ("league_id","week");