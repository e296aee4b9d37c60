import { Badge, type BadgeProps, type ElementProps } from '@mantine/core';

type TagProps = BadgeProps & ElementProps<'div', keyof BadgeProps>;

/**
 * A short label in a line of text (Creator, Commissioner, Upcoming, You): light, square-cornered,
 * and it keeps its width when the line runs short of room, so the name beside it truncates.
 */
export function Tag(props: TagProps) {
  return <Badge variant="light" radius="sm" style={{ flexShrink: 0 }} {...props} />;
}
