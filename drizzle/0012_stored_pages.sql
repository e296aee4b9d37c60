CREATE TABLE "league_changes" (
	"league_id" uuid NOT NULL,
	"n" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_pages" (
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"changes" bigint NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "league_pages_league_id_name_pk" PRIMARY KEY("league_id","name")
);
--> statement-breakpoint
CREATE INDEX "league_changes_league_idx" ON "league_changes" USING btree ("league_id","n");
--> statement-breakpoint
-- What a league's stored pages show changes with these tables; each statement that writes them
-- adds a row to league_changes for each league it touched (see src/server/db/schema/stored-pages.ts).
ALTER TABLE "league_pages" ALTER COLUMN "body" SET STORAGE EXTERNAL
--> statement-breakpoint
-- Pages are rebuilt from the tables at will: they need no write-ahead log, and after a crash
-- PostgreSQL empties the table, which only means the next reads build them again.
ALTER TABLE "league_pages" SET UNLOGGED
--> statement-breakpoint
CREATE FUNCTION note_league_changes_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id) SELECT DISTINCT league_id FROM new_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_league_changes_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id) SELECT DISTINCT league_id FROM old_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_league_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id) SELECT DISTINCT id FROM new_rows;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_starter_changes_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id)
    SELECT DISTINCT m.league_id FROM matchups m
    WHERE m.id IN (SELECT DISTINCT matchup_id FROM new_rows);
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_starter_changes_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id)
    SELECT DISTINCT m.league_id FROM matchups m
    WHERE m.id IN (SELECT DISTINCT matchup_id FROM old_rows);
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_user_league_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id)
    SELECT league_id FROM league_members WHERE user_id = NEW.id
    UNION SELECT league_id FROM teams WHERE user_id = NEW.id;
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION note_every_league_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO league_changes (league_id) VALUES ('00000000-0000-0000-0000-000000000000');
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER "league_members_changed_insert" AFTER INSERT ON "league_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "league_members_changed_update" AFTER UPDATE ON "league_members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "league_members_changed_delete" AFTER DELETE ON "league_members" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_old()
--> statement-breakpoint
CREATE TRIGGER "teams_changed_insert" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "teams_changed_update" AFTER UPDATE ON "teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "teams_changed_delete" AFTER DELETE ON "teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_old()
--> statement-breakpoint
CREATE TRIGGER "team_players_changed_insert" AFTER INSERT ON "team_players" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "team_players_changed_update" AFTER UPDATE ON "team_players" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "team_players_changed_delete" AFTER DELETE ON "team_players" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_old()
--> statement-breakpoint
CREATE TRIGGER "drafts_changed_insert" AFTER INSERT ON "drafts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "drafts_changed_update" AFTER UPDATE ON "drafts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "drafts_changed_delete" AFTER DELETE ON "drafts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_old()
--> statement-breakpoint
CREATE TRIGGER "matchups_changed_insert" AFTER INSERT ON "matchups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "matchups_changed_update" AFTER UPDATE ON "matchups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_new()
--> statement-breakpoint
CREATE TRIGGER "matchups_changed_delete" AFTER DELETE ON "matchups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_changes_old()
--> statement-breakpoint
CREATE TRIGGER "leagues_changed_update" AFTER UPDATE ON "leagues" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_league_row_changes()
--> statement-breakpoint
CREATE TRIGGER "matchup_starters_changed_insert" AFTER INSERT ON "matchup_starters" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_starter_changes_new()
--> statement-breakpoint
CREATE TRIGGER "matchup_starters_changed_update" AFTER UPDATE ON "matchup_starters" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_starter_changes_new()
--> statement-breakpoint
CREATE TRIGGER "matchup_starters_changed_delete" AFTER DELETE ON "matchup_starters" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_starter_changes_old()
--> statement-breakpoint
CREATE TRIGGER "users_shown_name_changed" AFTER UPDATE OF "username", "avatar" ON "users" FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION note_user_league_changes()
--> statement-breakpoint
CREATE TRIGGER "players_changed" AFTER INSERT OR UPDATE OR DELETE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION note_every_league_change()
--> statement-breakpoint
CREATE TRIGGER "pro_games_changed" AFTER INSERT OR UPDATE OR DELETE ON "pro_games" FOR EACH STATEMENT EXECUTE FUNCTION note_every_league_change()
--> statement-breakpoint
CREATE FUNCTION forget_league_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM league_pages WHERE league_id IN (SELECT id FROM old_rows);
  DELETE FROM league_changes WHERE league_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE TRIGGER "leagues_deleted" AFTER DELETE ON "leagues" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION forget_league_pages()
