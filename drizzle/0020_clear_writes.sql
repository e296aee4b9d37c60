DROP INDEX "waiver_claims_pending_idx";--> statement-breakpoint
CREATE INDEX "waiver_claims_player_idx" ON "waiver_claims" USING btree ("league_id","add_player_id");--> statement-breakpoint
CREATE INDEX "waiver_claims_drop_idx" ON "waiver_claims" USING btree ("league_id","drop_player_id") WHERE "waiver_claims"."drop_player_id" is not null;--> statement-breakpoint
-- A claim is written about once after its insert (when a clear settles it): half of each page
-- stays free, so that write lands in the same page without touching an index.
ALTER TABLE "waiver_claims" SET (fillfactor = 50);
--> statement-breakpoint
-- Closes the open stay of each player who left his slot (drizzle/0015_season_clock.sql states
-- the rule). The stays are found one by one through the open-stay index (OFFSET 0 keeps the
-- lookup per row): a hash of the whole history would cost its size at every roster change,
-- however few the players who moved.
CREATE OR REPLACE FUNCTION lineup_close_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone bigint[];
  closing bigint[];
BEGIN
  SELECT coalesce(array_agg(s.id) FILTER (WHERE s.from_at >= league_now(l)), '{}'),
         coalesce(array_agg(s.id) FILTER (WHERE s.from_at < league_now(l)), '{}')
  INTO gone, closing
  FROM old_rows o
  JOIN leagues l ON l.id = o.league_id
  CROSS JOIN LATERAL (
    SELECT h.id, h.from_at FROM lineup_history h
    WHERE h.team_id = o.team_id AND h.player_id = o.player_id AND h.to_at IS NULL
    OFFSET 0
  ) s;
  DELETE FROM lineup_history WHERE id = ANY (gone);
  UPDATE lineup_history h SET to_at = league_now(l)
  FROM leagues l
  WHERE h.id = ANY (closing) AND l.id = h.league_id;
  RETURN NULL;
END $$
