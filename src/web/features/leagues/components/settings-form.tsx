import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { LeagueClock } from '../../../../domain/contract/leagues';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { windowsAfterFirstGame } from '../../../../domain/league-settings';
import { LeaveGuard } from '../../../components/leave-guard';
import { useLeagueTimeReached } from '../../../lib/league/use-league-now';
import { unsavedNote } from '../league-settings-form';
import classes from './settings.module.css';
import { RosterSection } from './settings-fixed-sections';
import { LeagueSection } from './settings-league-section';
import { LocksSection, TradesSection, WaiversSection } from './settings-rules-sections';
import { ScoringSection } from './settings-scoring-section';
import { MedianGameSection, PlayoffsSection, SeasonSection } from './settings-season-sections';
import { FORM_ERROR_ID, useSettingsForm } from './use-settings-form';

interface SettingsFormProps {
  doc: LeagueSettingsDoc;
  /** The league's clock: the settings its first game closes lock when that game happens. */
  clock: LeagueClock;
  leagueId: string;
  userId: string;
  /** A member sees the same settings, every control disabled and no Save. */
  readOnly: boolean;
}

/** Every setting of the league in one form, section by section, saved together. */
export function SettingsForm({ doc: read, clock, leagueId, userId, readOnly }: SettingsFormProps) {
  const doc = useSettingsNow(read, clock);
  const form = useSettingsForm(doc, { leagueId, userId, readOnly });
  const sections = { doc, control: form.control };
  const count = form.changed.length;
  // The scoring is saved on its own (Save Scoring); the bar says when it waits for that.
  const [scoringUnsaved, setScoringUnsaved] = useState(0);
  const note = unsavedNote(count, scoringUnsaved);

  return (
    <form onSubmit={form.submit} noValidate aria-label="League settings">
      <Stack gap="lg">
        {form.formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Settings not saved"
            role="alert"
            data-testid="settings-error"
            id={FORM_ERROR_ID}
            tabIndex={-1}
          >
            {form.formError}
          </Alert>
        ) : null}
        <LeagueSection control={form.control} />
        <RosterSection control={form.control} />
        <ScoringSection
          scoring={doc.scoring}
          change={doc.changes.scoring}
          leagueId={leagueId}
          userId={userId}
          readOnly={readOnly}
          onUnsaved={setScoringUnsaved}
        />
        <TradesSection {...sections} />
        <WaiversSection control={form.control} />
        <LocksSection control={form.control} />
        <SeasonSection {...sections} />
        <PlayoffsSection {...sections} />
        <MedianGameSection control={form.control} />
        {readOnly ? null : <LeaveGuard dirty={note !== null} message={note ?? ''} />}
        {readOnly ? null : (
          <Paper
            radius="lg"
            p="sm"
            className={classes.saveBar}
            data-dirty={count > 0 || scoringUnsaved > 0}
          >
            <Group justify="space-between" gap="sm">
              <Stack gap={0}>
                <Text size="sm" c="dimmed" data-testid="settings-changed">
                  {count === 0 ? 'No changes' : count === 1 ? '1 change' : `${count} changes`}
                </Text>
                {scoringUnsaved > 0 ? (
                  <Text size="xs" c="gold.4" data-testid="settings-scoring-unsaved">
                    Scoring edits are saved with Save Scoring
                  </Text>
                ) : null}
              </Stack>
              {/* On a phone the buttons take a row of their own, across its width. */}
              <Group
                gap="xs"
                wrap="nowrap"
                justify="flex-end"
                style={{ flex: '1 1 280px', maxWidth: 340 }}
              >
                <Button
                  variant="default"
                  disabled={count === 0 || form.saving}
                  onClick={form.discard}
                  style={{ flex: 2 }}
                >
                  Discard
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={form.saving}
                  disabled={count === 0}
                  style={{ flex: 3 }}
                >
                  Save Settings
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
}

/**
 * The settings as read, with those the league's first game closes locked from the moment it
 * happens on the league's clock, as the server refuses them from then on: a page left open
 * locks them by itself rather than at its next read.
 */
function useSettingsNow(read: LeagueSettingsDoc, clock: LeagueClock): LeagueSettingsDoc {
  const played = useLeagueTimeReached(clock, clock.firstGameAt);
  return useMemo(
    () => (played ? { ...read, changes: windowsAfterFirstGame(read.changes) } : read),
    [read, played],
  );
}
