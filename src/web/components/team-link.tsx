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
  /**
   * The whole name, on more lines if need be (broken anywhere: a name may have no spaces),
   * rather than cut short.
   */
  whole?: boolean;
}

/**
 * A fantasy team's name as a link to its page, on a line of its own and cut short with an
 * ellipsis when the row runs out of room (`whole`: wrapped instead). Size, weight and colour are
 * the caller's.
 */
export function TeamLink({ id, children, whole = false, ...props }: TeamLinkProps) {
  return (
    <Text
      component={Link}
      to={appPaths.team(id)}
      truncate={!whole}
      display="block"
      style={whole ? { overflowWrap: 'anywhere' } : undefined}
      {...props}
    >
      {children}
    </Text>
  );
}
