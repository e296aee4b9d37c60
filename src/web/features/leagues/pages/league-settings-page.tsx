import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { IconCrown, IconEye } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { Tag } from '../../../components/tag';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useLeague } from '../../../lib/league/get-league';
import { leagueLoadErrorMessage } from '../../../lib/league/league-load-error';
import { appPaths } from '../../../lib/paths';
import { useLeagueSettings } from '../api/get-league-settings';
import { SettingsForm } from '../components/settings-form';

/** /leagues/:id/settings: every setting of a league; its commissioner changes them here. */
export function LeagueSettingsPage() {
  const { id = '' } = useParams();
  const userId = useCurrentUser()?.id ?? '';
  const league = useLeague(id);
  const settings = useLeagueSettings(id);
  useSettingsTitle(league.data?.name);
  useScrollToSection(Boolean(league.data && settings.data));

  const back = <BackButton to={appPaths.league(id)} label="Back to League" />;
  const failed = league.error ?? settings.error;
  if (failed) {
    return (
      <Stack gap={0}>
        {back}
        <ErrorPanel
          title="Error Loading Settings"
          message={leagueLoadErrorMessage(failed)}
          onRetry={() => window.location.reload()}
        />
      </Stack>
    );
  }

  const commissioner = league.data?.isCommissioner ?? false;
  return (
    <Stack gap="lg" maw={960} w="100%" mx="auto">
      <PageHeader
        back={back}
        eyebrow={league.data?.name ?? null}
        eyebrowLoading={!league.data}
        title="League Settings"
        badge={
          commissioner ? (
            <Tag color="gold" leftSection={<IconCrown size={11} />}>
              Commissioner
            </Tag>
          ) : null
        }
        subtitle="Each setting says when it may change; a setting the season has moved past is locked."
      />
      {league.data && settings.data ? (
        <>
          {commissioner ? null : (
            <Alert
              color="blue"
              variant="light"
              icon={<IconEye size={18} />}
              data-testid="settings-read-only"
            >
              Only the commissioner changes these settings. You see them as they are.
            </Alert>
          )}
          <SettingsForm
            key={id}
            doc={settings.data}
            clock={league.data.clock}
            leagueId={id}
            userId={userId}
            readOnly={!commissioner}
          />
        </>
      ) : (
        <SettingsSkeleton />
      )}
    </Stack>
  );
}

function SettingsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading settings">
      {['league', 'roster', 'trades'].map((section) => (
        <Paper key={section} radius="lg" p="lg">
          <Stack gap="md">
            <Skeleton height={22} width={160} />
            <Skeleton height={14} width="55%" />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The tab reads "Settings · Summoners Cup · Rift Fantasy" once the league is known. */
function useSettingsTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `Settings · ${name} · Rift Fantasy`;
  }, [name]);
}

/**
 * A link to one group of the settings (`#settings-season` from the league's clock, for its
 * pace) brings that group into view once the settings have loaded.
 */
function useScrollToSection(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
}
