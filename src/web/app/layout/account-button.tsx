import { Avatar, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { User } from '../../../domain/contract/users';
import classes from './header.module.css';

type AccountButtonProps = UnstyledButtonProps &
  ComponentPropsWithRef<'button'> & {
    user: User;
  };

/** The avatar button that opens the user menu; it renders before the menu code arrives. */
export function AccountButton({ user, className, ...props }: AccountButtonProps) {
  // Menu.Target passes its own class names; keep ours beside them.
  return (
    <UnstyledButton
      aria-label="Account menu"
      {...props}
      className={[classes.userButton, className].filter(Boolean).join(' ')}
    >
      <Avatar src={user.avatar} name={user.username} color="initials" size={30} />
      {/* A long name is cut short, so the bar keeps room for the links and the league. */}
      <Text
        size="sm"
        fw={600}
        visibleFrom="lg"
        maw={140}
        truncate="end"
        title={user.username}
        data-testid="user-menu-username"
      >
        {user.username}
      </Text>
      <IconChevronDown size={14} />
    </UnstyledButton>
  );
}
