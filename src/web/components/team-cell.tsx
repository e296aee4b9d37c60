import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { tableClasses } from './data-table';
import { TeamAvatar } from './team-avatar';
import { TeamLink } from './team-link';

interface TeamCellProps {
  id: string;
  name: string;
  owner: string;
  /** Beside the name: 'You', 'On the clock'. */
  tag?: ReactNode;
  /** Under the owner. */
  detail?: ReactNode;
  /** A long name takes a second line instead of an ellipsis (where columns leave it little room). */
  wrapName?: boolean;
}

/** A fantasy team in a table row: its badge, its name (a link to the team), and its owner. */
export function TeamCell({ id, name, owner, tag, detail, wrapName }: TeamCellProps) {
  return (
    <div className={tableClasses.withAvatar}>
      <TeamAvatar name={name} size={32} className={tableClasses.avatar} />
      <div>
        <Group gap={6} wrap="nowrap">
          <TeamLink
            id={id}
            size="sm"
            className={tableClasses.link}
            {...(wrapName
              ? {
                  truncate: false,
                  lineClamp: 2,
                  display: undefined,
                  style: { overflowWrap: 'anywhere' },
                }
              : {})}
          >
            {name}
          </TeamLink>
          {tag}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {owner}
        </Text>
        {detail}
      </div>
    </div>
  );
}
