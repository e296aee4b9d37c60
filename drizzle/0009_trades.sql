CREATE TABLE "trade_players" (
	"trade_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"from_team_id" uuid NOT NULL,
	CONSTRAINT "trade_players_trade_id_player_id_pk" PRIMARY KEY("trade_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"from_team_id" uuid NOT NULL,
	"to_team_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"proposed_by" uuid,
	"counter_of" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"review_ends_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "trade_review_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "trade_deadline_week" integer;--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_players" ADD CONSTRAINT "trade_players_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_from_team_id_teams_id_fk" FOREIGN KEY ("from_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_to_team_id_teams_id_fk" FOREIGN KEY ("to_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_players_player_idx" ON "trade_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "trades_league_created_idx" ON "trades" USING btree ("league_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_from_team_idx" ON "trades" USING btree ("from_team_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_to_team_idx" ON "trades" USING btree ("to_team_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_due_idx" ON "trades" USING btree ("due_at") WHERE "trades"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "trades_pending_league_idx" ON "trades" USING btree ("league_id") WHERE "trades"."status" = 'pending';