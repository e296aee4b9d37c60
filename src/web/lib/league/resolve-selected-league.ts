/**
 * League selection: the stored league is kept while the user still belongs to
 * it; otherwise the first league is chosen; with no leagues nothing is selected.
 */
export function resolveSelectedLeagueId(
  leagues: readonly { id: string }[],
  storedId: string | null,
): string | null {
  if (storedId !== null && leagues.some((league) => league.id === storedId)) return storedId;
  return leagues[0]?.id ?? null;
}
