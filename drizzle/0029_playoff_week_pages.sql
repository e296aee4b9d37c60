-- Before the seeds are drawn a playoff week shows none of the round robin's placeholder
-- matchups: the week pages kept with them are dropped, and each is built again on its next read.
DELETE FROM "league_pages";
