CREATE TABLE "draft_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"league_id" uuid NOT NULL,
	"pick_number" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"made_by" uuid,
	"auto" boolean DEFAULT false NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_picks_league_id_pick_number_pk" PRIMARY KEY("league_id","pick_number"),
	CONSTRAINT "draft_picks_league_player_key" UNIQUE("league_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "draft_presence" (
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"connections" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_presence_league_id_user_id_instance_id_pk" PRIMARY KEY("league_id","user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"league_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"team_order" uuid[] NOT NULL,
	"current_pick" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pick_seconds" integer NOT NULL,
	"clock_started_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "draft_pick_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_chat_messages" ADD CONSTRAINT "draft_chat_messages_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_chat_messages" ADD CONSTRAINT "draft_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_league_id_drafts_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."drafts"("league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_presence" ADD CONSTRAINT "draft_presence_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_presence" ADD CONSTRAINT "draft_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_chat_league_idx" ON "draft_chat_messages" USING btree ("league_id","created_at");