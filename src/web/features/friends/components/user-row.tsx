import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '../../../../domain/contract/users';
import { UserAvatar } from '../../messages';
import classes from './user-row.module.css';

interface UserRowProps {
  user: User;
  /** Under the username: the email, or when a request was sent. */
  detail: ReactNode;
  actions: ReactNode;
  /** Wide buttons: under the name on a phone. Icon buttons stay beside it. */
  stackOnPhone?: boolean;
  testId?: string;
}

/** A person in a list: avatar, username, a line about them, and what the user can do. */
export function UserRow({ user, detail, actions, stackOnPhone = false, testId }: UserRowProps) {
  return (
    <div className={classes.row} data-stack={stackOnPhone || undefined} data-testid={testId}>
      <div className={classes.who}>
        <UserAvatar user={user} size={40} showOnline />
        <div className={classes.text}>
          <Text fw={700} truncate>
            {user.username}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        </div>
      </div>
      <div className={classes.actions}>{actions}</div>
    </div>
  );
}
