import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appPaths } from '../lib/paths';
import { tableClasses } from './data-table';
import { TeamAvatar } from './team-avatar';

interface TeamCellProps {
  id: string;
  name: string;
  owner: string;
  /** Beside the name: 'You', 'On the clock'. */
  tag?: ReactNode;
}

/** A fantasy team in a table row: its badge, its name (a link to the team), and its owner. */
export function TeamCell({ id, name, owner, tag }: TeamCellProps) {
  return (
    <div className={tableClasses.withAvatar}>
      <TeamAvatar name={name} size={32} className={tableClasses.avatar} />
      <div>
        <Group gap={6} wrap="nowrap">
          <Text
            component={Link}
            to={appPaths.team(id)}
            size="sm"
            className={tableClasses.link}
            truncate
          >
            {name}
          </Text>
          {tag}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {owner}
        </Text>
      </div>
    </div>
  );
}
