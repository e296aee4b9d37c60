import { Avatar, type AvatarProps } from '@mantine/core';

// Colours that read on the navy background; the same team always gets the same one.
const TEAM_COLORS = ['rift', 'gold', 'blue', 'grape', 'red', 'orange', 'green', 'cyan', 'pink'];

/** A fantasy team's badge: its initials on a colour derived from its name. */
export function TeamAvatar({ name, ...props }: { name: string } & Omit<AvatarProps, 'name'>) {
  return (
    <Avatar
      name={name}
      color="initials"
      allowedInitialsColors={TEAM_COLORS}
      variant="light"
      radius="md"
      {...props}
    />
  );
}
