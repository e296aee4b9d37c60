CREATE TABLE "league_work_failures" (
	"league_id" uuid NOT NULL,
	"work" text NOT NULL,
	"failures" integer NOT NULL,
	"put_off_to" timestamp with time zone NOT NULL,
	CONSTRAINT "league_work_failures_league_id_work_pk" PRIMARY KEY("league_id","work")
);
--> statement-breakpoint
ALTER TABLE "league_work_failures" ADD CONSTRAINT "league_work_failures_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;