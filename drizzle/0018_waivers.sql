CREATE TABLE "league_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league_id" uuid NOT NULL,
	"type" text NOT NULL,
	"team_id" uuid,
	"user_id" uuid,
	"league_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_waivers" (
	"league_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "player_waivers_league_id_player_id_pk" PRIMARY KEY("league_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "waiver_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"add_player_id" uuid NOT NULL,
	"drop_player_id" uuid,
	"bid" integer DEFAULT 0 NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "waiver_type" text DEFAULT 'faab' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "faab_budget" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "waiver_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "waivers_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "waiver_order_week" integer;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "acquired" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "acquired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "waiver_priority" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "faab_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_transactions" ADD CONSTRAINT "league_transactions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_transactions" ADD CONSTRAINT "league_transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_transactions" ADD CONSTRAINT "league_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_waivers" ADD CONSTRAINT "player_waivers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_waivers" ADD CONSTRAINT "player_waivers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_claims" ADD CONSTRAINT "waiver_claims_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_claims" ADD CONSTRAINT "waiver_claims_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_claims" ADD CONSTRAINT "waiver_claims_add_player_id_players_id_fk" FOREIGN KEY ("add_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_claims" ADD CONSTRAINT "waiver_claims_drop_player_id_players_id_fk" FOREIGN KEY ("drop_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_transactions_league_idx" ON "league_transactions" USING btree ("league_id","id");--> statement-breakpoint
CREATE INDEX "league_transactions_team_idx" ON "league_transactions" USING btree ("league_id","team_id","id");--> statement-breakpoint
CREATE INDEX "waiver_claims_pending_idx" ON "waiver_claims" USING btree ("league_id","add_player_id") WHERE "waiver_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "waiver_claims_team_idx" ON "waiver_claims" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "leagues_waivers_due_idx" ON "leagues" USING btree ("waivers_due_at") WHERE "leagues"."waivers_due_at" is not null;