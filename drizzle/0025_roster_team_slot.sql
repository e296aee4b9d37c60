ALTER TABLE "leagues" ADD COLUMN "roster_team_slot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rosters have a TEAM key and leagues say whether they have the slot: the pages kept in the old
-- shape are dropped, and each is built again on its next read.
DELETE FROM "league_pages";
