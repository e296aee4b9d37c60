CREATE TABLE "lineup_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "matchup_starters" DROP CONSTRAINT "matchup_starters_matchup_id_team_id_slot_pk";--> statement-breakpoint
ALTER TABLE "matchup_starters" ADD CONSTRAINT "matchup_starters_matchup_id_team_id_slot_player_id_pk" PRIMARY KEY("matchup_id","team_id","slot","player_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "clock_mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "replay_anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "replay_anchor_real" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "week_seconds" integer DEFAULT 86400 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "lock_mode" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "final_grace_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "clock_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lineup_history" ADD CONSTRAINT "lineup_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lineup_history_team_idx" ON "lineup_history" USING btree ("team_id","from_at");--> statement-breakpoint
CREATE INDEX "lineup_history_open_idx" ON "lineup_history" USING btree ("team_id","player_id") WHERE "lineup_history"."to_at" is null;--> statement-breakpoint
CREATE INDEX "leagues_clock_due_idx" ON "leagues" USING btree ("clock_due_at") WHERE "leagues"."clock_due_at" is not null;--> statement-breakpoint
-- League time now (src/domain/season-clock.ts, `leagueTime`, says the same in TypeScript): real
-- time for a live league; for a replay, its anchor plus the real time since, sped up to
-- 604800 / week_seconds, standing still while paused.
CREATE FUNCTION league_now(l leagues) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN l.clock_mode = 'replay' THEN
    l.replay_anchor_at + greatest(least(now(), coalesce(l.paused_at, now())) - l.replay_anchor_real,
                                  interval '0') * (604800.0 / l.week_seconds)
  ELSE now() END
$$
--> statement-breakpoint
-- Every roster change closes the player's open stay and opens a new one at league time now. A
-- stay that would end where it began (a move undone while a replay is paused) is dropped.
CREATE FUNCTION lineup_close_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lineup_history h USING old_rows o, leagues l
  WHERE h.team_id = o.team_id AND h.player_id = o.player_id AND h.to_at IS NULL
    AND l.id = o.league_id AND h.from_at >= league_now(l);
  UPDATE lineup_history h SET to_at = league_now(l)
  FROM old_rows o JOIN leagues l ON l.id = o.league_id
  WHERE h.team_id = o.team_id AND h.player_id = o.player_id AND h.to_at IS NULL;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION lineup_open_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lineup_history (league_id, team_id, player_id, slot, from_at)
  SELECT n.league_id, n.team_id, n.player_id, n.slot, league_now(l)
  FROM new_rows n JOIN leagues l ON l.id = n.league_id;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER "team_players_lineup_insert" AFTER INSERT ON "team_players" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lineup_open_new()
--> statement-breakpoint
-- Triggers of one event fire in the order of their names: the old stay closes first.
CREATE TRIGGER "team_players_lineup_update_1_close" AFTER UPDATE ON "team_players" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lineup_close_old()
--> statement-breakpoint
CREATE TRIGGER "team_players_lineup_update_2_open" AFTER UPDATE ON "team_players" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lineup_open_new()
--> statement-breakpoint
CREATE TRIGGER "team_players_lineup_delete" AFTER DELETE ON "team_players" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lineup_close_old()
--> statement-breakpoint
-- Rosters of existing leagues have been where they are since before any game.
INSERT INTO lineup_history (league_id, team_id, player_id, slot, from_at)
SELECT league_id, team_id, player_id, slot, '-infinity' FROM team_players
--> statement-breakpoint
-- Every league's clock looks at its weeks once: weeks over by now become final.
UPDATE leagues SET clock_due_at = now()
