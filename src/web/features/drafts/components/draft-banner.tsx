import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './draft-banner.module.css';

interface DraftBannerProps {
  /** No pick or bid is running: the banner loses its glow. */
  idle?: boolean;
  role?: 'region';
  'aria-label'?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * The frame of the banner over a draft: the pick clock, the auction's block in the live room
 * and the auction's line on the board all stand in it, so they read as one place to look.
 */
export function DraftBanner({ idle = false, children, ...rest }: DraftBannerProps) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.banner}
      data-idle={idle || undefined}
      {...rest}
    >
      {children}
    </Paper>
  );
}
