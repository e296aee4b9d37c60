import type { LeagueTransaction, TransactionType } from '../../../domain/contract/waivers';

/** Each entry's badge; short, so that every badge in the log has one width. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  add: 'Add',
  drop: 'Drop',
  claim: 'Claim',
  trade: 'Trade',
  commissioner: 'Admin',
};

export const TRANSACTION_TYPE_COLORS: Record<TransactionType, string> = {
  add: 'rift',
  drop: 'red',
  claim: 'gold',
  trade: 'blue',
  commissioner: 'grape',
};

/** The type filter's choices, every type first. */
export const TRANSACTION_TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'add', label: 'Adds' },
  { value: 'drop', label: 'Drops' },
  { value: 'claim', label: 'Waiver claims' },
  { value: 'trade', label: 'Trades' },
  { value: 'commissioner', label: 'Commissioner' },
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export interface ClaimBids {
  /** The winning bid; null where bids do not count. */
  bid: number | null;
  losers: { teamId: string; teamName: string; bid: number | null }[];
}

/** A claim entry's winning bid and the teams that claimed the same player and lost. */
export function claimBids(entry: Pick<LeagueTransaction, 'type' | 'detail'>): ClaimBids | null {
  if (entry.type !== 'claim') return null;
  const losers = Array.isArray(entry.detail.losers) ? entry.detail.losers : [];
  return {
    bid: numberOrNull(entry.detail.bid),
    losers: losers.filter(isRecord).map((loser) => ({
      teamId: String(loser.teamId ?? ''),
      teamName: String(loser.teamName ?? 'A team'),
      bid: numberOrNull(loser.bid),
    })),
  };
}

const SETTING_LABELS: Record<string, string> = {
  tradeReviewHours: 'Trade review hours',
  tradeDeadlineWeek: 'Trade deadline week',
  lockMode: 'Lock mode',
  finalGraceHours: 'Grace hours',
  weekSeconds: 'Pace (seconds a week)',
  waiverType: 'Waiver type',
  faabBudget: 'FAAB budget',
  waiverDays: 'Waiver days',
};

const SETTING_VALUES: Record<string, string> = {
  faab: 'FAAB',
  rolling: 'Rolling',
  'reverse-standings': 'Reverse standings',
};

function settingValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (field === 'faabBudget' && typeof value === 'number') return `$${value}`;
  return SETTING_VALUES[String(value)] ?? String(value);
}

export interface SettingChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A commissioner entry's changed settings, each in words: 'Waiver type', 'FAAB' → 'Rolling'. */
export function settingChanges(entry: Pick<LeagueTransaction, 'type' | 'detail'>): SettingChange[] {
  if (entry.type !== 'commissioner' || !isRecord(entry.detail.changes)) return [];
  return Object.entries(entry.detail.changes).flatMap(([field, change]) =>
    isRecord(change)
      ? [
          {
            field,
            label: SETTING_LABELS[field] ?? field,
            before: settingValue(field, change.before),
            after: settingValue(field, change.after),
          },
        ]
      : [],
  );
}
