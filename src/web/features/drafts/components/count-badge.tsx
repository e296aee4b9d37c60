import { Badge } from '@mantine/core';

/** A tab's count (picks made, players left): round while it is one digit, a pill after. */
export function CountBadge({ count }: { count: number }) {
  return (
    <Badge size="xs" variant="light" color="gray" circle={count < 10}>
      {count}
    </Badge>
  );
}
