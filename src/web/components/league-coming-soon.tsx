import type { ReactNode } from 'react';
import { useActiveLeagueId, useSelectedLeague } from '../lib/league/use-selected-league';
import { ComingSoon } from './coming-soon';

interface LeagueComingSoonProps {
  title: string;
  icon: ReactNode;
  /** One line about the page, given the league's name ("this league" if unknown). */
  summary: (leagueName: string) => string;
}

/** Coming-soon panel for a league-scoped page, naming the league it will show. */
export function LeagueComingSoon({ title, icon, summary }: LeagueComingSoonProps) {
  const leagueId = useActiveLeagueId();
  const { leagues } = useSelectedLeague();
  const name = leagues.find((league) => league.id === leagueId)?.name ?? 'this league';
  return <ComingSoon title={title} icon={icon} description={summary(name)} />;
}
