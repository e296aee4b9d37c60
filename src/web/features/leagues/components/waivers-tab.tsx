import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconHandGrab, IconListNumbers, IconShield } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { ListEmpty } from '../../../components/list-empty';
import { SectionTitle } from '../../../components/section-title';
import { WAIVER_RULES, waiverSettingsLine } from '../league-display';
import { MyClaims } from './my-claims';
import { WaiverOrderTable } from './waiver-order-table';

/** The league's Waivers tab: how claims are settled, the order, and the viewer's own claims. */
export function WaiversTab({ league, userId }: { league: League; userId: string }) {
  const ownTeam = league.teams.find((team) => team.userId === userId);
  return (
    <Stack gap="lg">
      <Paper radius="lg" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconHandGrab
            size={20}
            color="var(--mantine-color-rift-4)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={2}>
            <Text fw={600} data-testid="waiver-settings">
              {waiverSettingsLine(league.waivers)}
            </Text>
            <Text size="xs" c="dimmed">
              {WAIVER_RULES[league.waivers.type]}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="my-claims-heading">
        <SectionTitle id="my-claims-heading" icon={<IconShield size={18} />}>
          My Claims
        </SectionTitle>
        {ownTeam ? (
          <MyClaims league={league} teamId={ownTeam.id} userId={userId} />
        ) : (
          <ListEmpty
            icon={<IconShield size={26} />}
            title="No team in this league"
            description={
              league.isMember
                ? 'Create your team to claim players off waivers.'
                : 'Join the league with a team to claim players off waivers.'
            }
          />
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="waiver-order-heading">
        <SectionTitle id="waiver-order-heading" icon={<IconListNumbers size={18} />}>
          Waiver Order
        </SectionTitle>
        <WaiverOrderTable league={league} userId={userId} />
      </Stack>
    </Stack>
  );
}
