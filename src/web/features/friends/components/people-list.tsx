import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a tab's list of people. */
export function PeopleList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper radius="lg" p={6} data-testid={testId}>
      {children}
    </Paper>
  );
}
