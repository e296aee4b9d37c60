import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './header.module.css';

type BellButtonProps = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { unread: number };

/** The navbar's bell with the unread count; it renders before the centre's code arrives. */
export function BellButton({ unread, className, ...props }: BellButtonProps) {
  return (
    <UnstyledButton
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
      className={[classes.bellButton, className].filter(Boolean).join(' ')}
    >
      <IconBell size={20} />
      {unread > 0 ? (
        <span className={classes.bellCount} data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </UnstyledButton>
  );
}
