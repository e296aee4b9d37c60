import { Avatar, Indicator } from '@mantine/core';
import type { User } from '../../../../domain/contract/users';

interface UserAvatarProps {
  /** `online` is read only for the dot. */
  user: Pick<User, 'username' | 'avatar'> & Partial<Pick<User, 'online'>>;
  size?: number;
  /** A green dot when the user is online. */
  showOnline?: boolean;
}

/** A user's picture, or their initials on a colour of their own; optionally an online dot. */
export function UserAvatar({ user, size = 40, showOnline = false }: UserAvatarProps) {
  const avatar = (
    <Avatar src={user.avatar} name={user.username} color="initials" size={size} radius={size} />
  );
  if (!showOnline) return avatar;
  return (
    <Indicator
      color="green"
      size={Math.max(8, Math.round(size / 4))}
      offset={Math.round(size / 7)}
      position="bottom-end"
      withBorder
      disabled={!user.online}
      processing={false}
    >
      {avatar}
    </Indicator>
  );
}
