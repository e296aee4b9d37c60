import type { LeagueTransaction, TransactionType } from '../../../domain/contract/waivers';
import { SETTING_RULES, type SettingPath } from '../../../domain/league-settings';
import { isSettingPath, settingValueText } from '../../../domain/setting-values';

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

/**
 * An entry's badge: its type, except an add that also dropped a player, which is one move
 * listed under Adds and under Drops alike.
 */
export function entryBadge(entry: Pick<LeagueTransaction, 'type' | 'detail'>): {
  label: string;
  color: string;
} {
  if (entry.type === 'add' && isRecord(entry.detail.dropped)) {
    return { label: 'Add/Drop', color: 'orange' };
  }
  return { label: TRANSACTION_TYPE_LABELS[entry.type], color: TRANSACTION_TYPE_COLORS[entry.type] };
}

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

// Entries logged before settings were grouped name them by their old flat keys.
const EARLIER_KEYS: Record<string, SettingPath> = {
  tradeReviewHours: 'trades.reviewHours',
  tradeDeadlineWeek: 'trades.deadlineWeek',
  lockMode: 'locks.lockMode',
  finalGraceHours: 'locks.finalGraceHours',
  weekSeconds: 'season.weekSeconds',
  waiverType: 'waivers.type',
  faabBudget: 'waivers.budget',
  waiverDays: 'waivers.days',
};

const pathOf = (key: string): string => EARLIER_KEYS[key] ?? key;

export interface SettingChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A commissioner entry's changed settings, each in words: 'Waiver type', 'FAAB' → 'Rolling'. */
export function settingChanges(entry: Pick<LeagueTransaction, 'type' | 'detail'>): SettingChange[] {
  if (entry.type !== 'commissioner' || !isRecord(entry.detail.changes)) return [];
  return Object.entries(entry.detail.changes).flatMap(([key, change]) => {
    if (!isRecord(change)) return [];
    const path = pathOf(key);
    return [
      {
        field: path,
        label: isSettingPath(path) ? SETTING_RULES[path].label : key,
        before: settingValueText(path, change.before),
        after: settingValueText(path, change.after),
      },
    ];
  });
}
