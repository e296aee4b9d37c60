-- The league time each claim was settled at, which My Claims shows beside its result
-- (processed_at is real time, and a replay's clock may run at any pace).
ALTER TABLE "waiver_claims" ADD COLUMN "settled_at" timestamp with time zone;
