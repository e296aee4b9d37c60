import { Badge, Group, type MantineSize, Tooltip } from '@mantine/core';
import type { LeagueRegion } from '../../../../domain/vocabulary';
import { REGION_COLORS, REGION_LEAGUES } from '../league-display';

/** A league's regions, each naming the pro leagues behind it on hover. */
export function RegionBadges({
  regions,
  size = 'sm',
}: {
  regions: readonly LeagueRegion[];
  size?: MantineSize;
}) {
  return (
    <Group gap={6}>
      {regions.map((region) => (
        <Tooltip key={region} label={REGION_LEAGUES[region]} withArrow openDelay={300}>
          <Badge color={REGION_COLORS[region]} variant="light" radius="sm" size={size}>
            {region}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
