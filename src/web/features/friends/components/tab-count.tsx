import { Badge } from '@mantine/core';

/** The count beside a tab's name; `alert` makes it red (something waits for an answer). */
export function TabCount({ count, alert = false }: { count: number | undefined; alert?: boolean }) {
  if (count === undefined) return null;
  const loud = alert && count > 0;
  return (
    <Badge
      size="sm"
      radius="xl"
      variant={loud ? 'filled' : 'light'}
      color={loud ? 'red' : 'gray'}
      circle={count < 10}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
