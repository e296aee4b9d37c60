import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSelectedLeague } from '../../lib/league/use-selected-league';
import { appPaths } from '../../lib/paths';
import classes from './header.module.css';

export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 2.5 28.5 16 16 29.5 3.5 16Z" fill="none" stroke="#c8aa6e" strokeWidth="2.2" />
      <path d="M16 9 22.5 16 16 23 9.5 16Z" fill="#0bbfb1" />
    </svg>
  );
}

/** The brand, with the selected league's name beside it. */
export function Brand() {
  const { selectedLeague } = useSelectedLeague();
  return (
    <>
      <Link to={appPaths.home} className={classes.brand} aria-label="Rift Fantasy home">
        <LogoMark />
        <span className={classes.brandName}>Rift Fantasy</span>
      </Link>
      {selectedLeague ? (
        <Link
          to={appPaths.league(selectedLeague.id)}
          className={classes.league}
          title={`Active league: ${selectedLeague.name}`}
          data-testid="selected-league-name"
        >
          <IconTrophy size={14} stroke={2} style={{ flexShrink: 0 }} />
          <span className={classes.leagueName}>{selectedLeague.name}</span>
        </Link>
      ) : null}
    </>
  );
}
