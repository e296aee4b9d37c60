CREATE TABLE "data_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"games_added" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_games" (
	"game_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"player_name" text NOT NULL,
	"position" text NOT NULL,
	"side" text NOT NULL,
	"team" text NOT NULL,
	"opponent" text NOT NULL,
	"champion" text,
	"win" boolean NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"kills" integer NOT NULL,
	"deaths" integer NOT NULL,
	"assists" integer NOT NULL,
	"double_kills" integer,
	"triple_kills" integer,
	"quadra_kills" integer,
	"penta_kills" integer,
	"first_blood" boolean,
	"cs" integer,
	"vision_score" double precision,
	"dragons" integer,
	"barons" integer,
	"towers" integer,
	"points" double precision NOT NULL,
	"source_line" integer NOT NULL,
	CONSTRAINT "player_games_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oe_id" text,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"team" text NOT NULL,
	"region" text NOT NULL,
	"home_league" text NOT NULL,
	"image_url" text,
	"fantasy_points" double precision DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"kills" integer DEFAULT 0 NOT NULL,
	"deaths" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"cs" integer DEFAULT 0 NOT NULL,
	"vision_score" double precision DEFAULT 0 NOT NULL,
	"baron_kills" integer DEFAULT 0 NOT NULL,
	"dragon_kills" integer DEFAULT 0 NOT NULL,
	"turret_kills" integer DEFAULT 0 NOT NULL,
	"last_game_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_games" (
	"id" text PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"region" text NOT NULL,
	"year" integer,
	"split" text DEFAULT '' NOT NULL,
	"playoffs" boolean DEFAULT false NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"game_number" integer,
	"patch" text,
	"game_length_seconds" integer NOT NULL,
	"blue_team" text NOT NULL,
	"red_team" text NOT NULL,
	"winner_side" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_game_id_pro_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."pro_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_games_player_played_at_idx" ON "player_games" USING btree ("player_id","played_at");--> statement-breakpoint
CREATE INDEX "player_games_played_at_idx" ON "player_games" USING btree ("played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_oe_id_key" ON "players" USING btree ("oe_id");--> statement-breakpoint
CREATE INDEX "players_region_points_idx" ON "players" USING btree ("region","fantasy_points");--> statement-breakpoint
CREATE INDEX "pro_games_region_played_at_idx" ON "pro_games" USING btree ("region","played_at");