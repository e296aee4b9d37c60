-- A claim settled outside FAAB keeps no bid: none counted, and a bid left from an earlier FAAB
-- season would read as money spent.
ALTER TABLE "waiver_claims" ALTER COLUMN "bid" DROP NOT NULL;