CREATE TABLE "team_players" (
	"team_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_players_team_id_player_id_pk" PRIMARY KEY("team_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "invite_code" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "draft_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "draft_type" text DEFAULT 'snake' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "schedule_weeks" integer;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_league_player_key" ON "team_players" USING btree ("league_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_starter_slot_key" ON "team_players" USING btree ("team_id","slot") WHERE "team_players"."slot" <> 'BENCH';--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_invite_code_key" ON "leagues" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_key" ON "teams" USING btree ("league_id",lower("name"));