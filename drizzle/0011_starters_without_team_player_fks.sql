ALTER TABLE "matchup_starters" DROP CONSTRAINT "matchup_starters_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "matchup_starters" DROP CONSTRAINT "matchup_starters_player_id_players_id_fk";
