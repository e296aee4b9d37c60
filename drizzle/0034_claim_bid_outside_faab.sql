-- A claim settled outside FAAB keeps no bid: none counted, and a bid left from an earlier FAAB
-- season would read as money spent.
ALTER TABLE "waiver_claims" ALTER COLUMN "bid" DROP NOT NULL;--> statement-breakpoint
-- Claims settled before: the league's waiver type now is the best record of the one they were
-- settled under.
UPDATE "waiver_claims" c SET "bid" = NULL FROM "leagues" l
  WHERE c."league_id" = l."id" AND c."status" <> 'pending' AND l."waiver_type" <> 'faab';
