CREATE TABLE "auction_bids" (
	"league_id" uuid NOT NULL,
	"lot_number" integer NOT NULL,
	"amount" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"made_by" uuid,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bids_league_id_lot_number_amount_pk" PRIMARY KEY("league_id","lot_number","amount")
);
--> statement-breakpoint
ALTER TABLE "draft_picks" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "kind" text DEFAULT 'snake' NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "paused_remaining_ms" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "budget" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "bid_seconds" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "nomination_seconds" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "nominator" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "lot_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "lot_player_id" uuid;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "high_bid" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "high_team_id" uuid;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "auction_budget" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "bid_seconds" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "nomination_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_league_id_drafts_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."drafts"("league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_lot_player_id_players_id_fk" FOREIGN KEY ("lot_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_high_team_id_teams_id_fk" FOREIGN KEY ("high_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;