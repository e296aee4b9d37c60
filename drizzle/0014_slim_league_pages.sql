-- A league page's teams list their players without pictures or season stats now: the pages
-- kept in the old shape are dropped, and each league's is built again on its next read.
DELETE FROM "league_pages";
