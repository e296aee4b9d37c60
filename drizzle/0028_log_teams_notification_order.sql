-- A trade is one entry of the league's log under both of its teams: the team that proposed it
-- in "team_id", the other in "other_team_id", each found through an index of its own.
ALTER TABLE "league_transactions" ADD COLUMN "other_team_id" uuid;--> statement-breakpoint
ALTER TABLE "league_transactions" ADD CONSTRAINT "league_transactions_other_team_id_teams_id_fk" FOREIGN KEY ("other_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "league_transactions" x SET "other_team_id" = t."id"
  FROM "teams" t
  WHERE x."type" = 'trade' AND t."id"::text = x."detail" -> 'otherTeam' ->> 'id';--> statement-breakpoint
CREATE INDEX "league_transactions_other_team_idx" ON "league_transactions" USING btree ("league_id","other_team_id","id") WHERE "league_transactions"."other_team_id" is not null;--> statement-breakpoint
-- Notifications written by one transaction share their "created_at": "seq" keeps the order
-- they were written in, so a list of them reads the same each time.
ALTER TABLE "notifications" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","seq");
