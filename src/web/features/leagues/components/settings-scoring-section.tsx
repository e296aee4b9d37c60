import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconListDetails, IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  type LeagueSettingsDoc,
  type ScoringPatch,
  type ScoringPreview,
  scoringPatchSchema,
} from '../../../../domain/contract/settings';
import {
  DEFAULT_SCORING,
  MAX_RULE_POINTS,
  MIN_RULE_POINTS,
  type ScoringValues,
} from '../../../../domain/scoring';
import { actionErrorMessage } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useChangeLeagueSettings } from '../api/change-league-settings';
import { usePreviewScoring } from '../api/preview-scoring';
import { pointsText, scoringLabel } from '../settings-display';
import { SettingRow, SettingsSection } from './settings-section';

type RuleGroup = keyof ScoringValues;
/** A value being typed: a number, or the text of an input cleared or half typed. */
type Edits = Partial<Record<`${RuleGroup}.${string}`, number | string>>;

interface ScoringSectionProps {
  scoring: LeagueSettingsDoc['scoring'];
  /** When the values may change, and whether they may now. */
  change: LeagueSettingsDoc['changes']['scoring'];
  leagueId: string;
  userId: string;
  readOnly: boolean;
  /** Told how many values are edited and not saved yet, whenever that changes. */
  onUnsaved?(count: number): void;
}

/**
 * The league's scoring values. The commissioner changes them here, sees last week's scores
 * under the new values before saving, and saves them on their own: saving scores every week
 * again, so it does not wait for the rest of the page.
 */
export function ScoringSection({
  scoring,
  change,
  leagueId,
  userId,
  readOnly: viewer,
  onUnsaved,
}: ScoringSectionProps) {
  // Once the playoffs are seeded the values stand: they are shown, not changed.
  const readOnly = viewer || change?.open === false;
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useChangeLeagueSettings(leagueId, userId);
  const preview = usePreviewScoring(leagueId);
  const busy = save.isPending || preview.isPending;

  const shownOf = (group: RuleGroup, rule: string) =>
    edits[`${group}.${rule}`] ?? (scoring[group] as Record<string, number>)[rule]!;
  const changed = (['player', 'team'] as const).flatMap((group) =>
    Object.keys(scoring[group])
      .filter(
        (rule) =>
          `${group}.${rule}` in edits &&
          shownOf(group, rule) !== (scoring[group] as Record<string, number>)[rule],
      )
      .map((rule) => ({ group, rule })),
  );

  useEffect(() => onUnsaved?.(changed.length), [changed.length, onUnsaved]);

  /** The changed values as the server reads them, or null with each problem shown. */
  const patchOf = (): ScoringPatch | null => {
    const patch: Record<RuleGroup, Record<string, unknown>> = { player: {}, team: {} };
    for (const { group, rule } of changed) {
      const value = shownOf(group, rule);
      patch[group][rule] = typeof value === 'number' ? value : Number.NaN;
    }
    const parsed = scoringPatchSchema.safeParse(patch);
    if (parsed.success) return parsed.data;
    setErrors(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
    return null;
  };

  const onEdit = (group: RuleGroup, rule: string, value: number | string) => {
    setEdits((now) => ({ ...now, [`${group}.${rule}`]: value }));
    setErrors(({ [`${group}.${rule}`]: _done, form: _top, ...others }) => others);
    preview.reset();
  };
  const reset = () => {
    setEdits({});
    setErrors({});
    preview.reset();
  };
  const toRiot = () => {
    const riot: Edits = {};
    for (const group of ['player', 'team'] as const) {
      for (const [rule, value] of Object.entries(DEFAULT_SCORING[group])) {
        riot[`${group}.${rule}`] = value;
      }
    }
    setEdits(riot);
    setErrors({});
    preview.reset();
  };
  const onPreview = () => {
    const patch = patchOf();
    if (patch) preview.mutate(patch);
  };
  const onSave = () => {
    const patch = patchOf();
    if (!patch) return;
    save.mutate(
      { scoring: patch },
      {
        onSuccess: () => {
          reset();
          showSuccess('Scoring Saved', 'Every week scored so far has been scored again.');
        },
        onError: (error) =>
          setErrors({ form: actionErrorMessage(error, 'Failed to save the scoring') }),
      },
    );
  };

  return (
    <SettingsSection
      id="scoring"
      title="Scoring"
      icon={<IconListDetails size={20} />}
      description={
        readOnly
          ? 'Points for each thing that happens in a game.'
          : `Points for each thing that happens in a game, from ${MIN_RULE_POINTS} to ${MAX_RULE_POINTS}. Saving scores every week played so far again.`
      }
    >
      {change ? (
        <SettingRow control={{ path: 'scoring', id: 'scoring-values', change }} label="Values">
          {null}
        </SettingRow>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
        {(['player', 'team'] as const).map((group) => (
          <PointsTable
            key={group}
            caption={group === 'player' ? 'Player' : 'Team'}
            rules={Object.keys(scoring[group])}
            shownOf={(rule) => shownOf(group, rule)}
            errorOf={(rule) => errors[`${group}.${rule}`]}
            onEdit={readOnly ? undefined : (rule, value) => onEdit(group, rule, value)}
            disabled={busy}
          />
        ))}
      </SimpleGrid>
      {readOnly ? null : (
        <Stack gap="sm" mt="md">
          {errors.form ? (
            <Alert color="red" variant="light" role="alert" data-testid="scoring-error">
              {errors.form}
            </Alert>
          ) : null}
          {preview.data ? <PreviewTable preview={preview.data} /> : null}
          {preview.error ? (
            <Alert color="red" variant="light" role="alert">
              {actionErrorMessage(preview.error, 'Failed to preview the scoring')}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconRestore size={14} />}
              onClick={toRiot}
              disabled={busy}
            >
              Riot's values
            </Button>
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={reset} disabled={busy || changed.length === 0}>
                Undo
              </Button>
              <Button
                variant="light"
                leftSection={<IconEye size={16} />}
                onClick={onPreview}
                loading={preview.isPending}
                disabled={save.isPending || changed.length === 0}
              >
                Preview
              </Button>
              <Button
                onClick={onSave}
                loading={save.isPending}
                disabled={preview.isPending || changed.length === 0}
              >
                Save Scoring
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </SettingsSection>
  );
}

interface PointsTableProps {
  caption: string;
  rules: string[];
  shownOf(rule: string): number | string;
  errorOf(rule: string): string | undefined;
  /** Absent: the values are shown, not changed. */
  onEdit?: (rule: string, value: number | string) => void;
  disabled: boolean;
}

function PointsTable({ caption, rules, shownOf, errorOf, onEdit, disabled }: PointsTableProps) {
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="sm"
      withTableBorder
      striped
      aria-label={`${caption} points`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{caption}</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => {
          const value = shownOf(rule);
          return (
            <Table.Tr key={rule}>
              <Table.Td fz="sm">
                <label htmlFor={`scoring-${caption}-${rule}`}>{scoringLabel(rule)}</label>
              </Table.Td>
              <Table.Td ta="right" fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {onEdit ? (
                  <NumberInput
                    id={`scoring-${caption}-${rule}`}
                    size="xs"
                    w={96}
                    ml="auto"
                    step={0.01}
                    decimalScale={2}
                    min={MIN_RULE_POINTS}
                    max={MAX_RULE_POINTS}
                    value={value}
                    error={errorOf(rule)}
                    disabled={disabled}
                    onChange={(next) => onEdit(rule, next)}
                    styles={{ input: { textAlign: 'right' } }}
                  />
                ) : (
                  <Text span fz="sm" fw={600} c={Number(value) < 0 ? 'red.4' : undefined}>
                    {pointsText(Number(value))}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Last scored week's scores now and under the values being edited. */
function PreviewTable({ preview }: { preview: ScoringPreview }) {
  if (preview.week === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="scoring-preview">
        No week has been scored yet: the new values will score the first one.
      </Text>
    );
  }
  const side = (name: string, now: number, next: number) => (
    <Table.Td fz="sm">
      <Text span fz="sm" fw={500}>
        {name}
      </Text>{' '}
      <Text span fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {now.toFixed(2)} →{' '}
      </Text>
      <Text span fz="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {next.toFixed(2)}
      </Text>
    </Table.Td>
  );
  return (
    <Table
      withTableBorder
      verticalSpacing={6}
      captionSide="top"
      aria-label={`Week ${preview.week} under the new values`}
      data-testid="scoring-preview"
    >
      <Table.Caption>Week {preview.week} under the new values (nothing saved yet)</Table.Caption>
      <Table.Tbody>
        {preview.matchups.map((row) => (
          <Table.Tr key={row.matchupId}>
            {side(row.teamA.name, row.scoreA, row.newScoreA)}
            {side(row.teamB.name, row.scoreB, row.newScoreB)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
