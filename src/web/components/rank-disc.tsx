import { tableClasses } from './data-table';

export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** Gold, silver and bronze for ranks 1 to 3; nothing below. */
export const medalOf = (rank: number): Medal | undefined => MEDALS[rank - 1];

interface RankDiscProps {
  value: number;
  medal?: Medal;
  /** A disc with a ground even without a medal (a draft position). */
  filled?: boolean;
}

/** A number in a disc at a row's start: a rank in the standings, a position in the draft order. */
export function RankDisc({ value, medal, filled = false }: RankDiscProps) {
  return (
    <span className={tableClasses.rank} data-medal={medal} data-filled={filled || undefined}>
      {value}
    </span>
  );
}
