import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appPaths } from '../lib/paths';

interface TeamLinkProps extends TextProps {
  /** The team's id. */
  id: string;
  /** Its name. */
  children: ReactNode;
  className?: string;
}

/**
 * A fantasy team's name as a link to its page, on a line of its own and cut short with an
 * ellipsis when the row runs out of room. Size, weight and colour are the caller's.
 */
export function TeamLink({ id, children, ...props }: TeamLinkProps) {
  return (
    <Text component={Link} to={appPaths.team(id)} truncate display="block" {...props}>
      {children}
    </Text>
  );
}
