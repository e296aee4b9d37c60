-- Every team now says whether its league has the TEAM slot: the pages kept in the old shape are
-- dropped, and each is built again on its next read.
DELETE FROM "league_pages";
