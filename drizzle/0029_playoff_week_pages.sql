-- Before the seeds are drawn a playoff week shows none of the round robin's placeholder
-- matchups, and every matchup says whose it is (its stage): the week pages kept in the old shape
-- are dropped, and each is built again on its next read.
DELETE FROM "league_pages";
