import type { SyntheticEvent } from 'react';
import { API_BASE, apiPaths } from '../../../lib/paths';
import classes from './player-avatar.module.css';

interface PlayerAvatarProps {
  player: { id: string; avatarUrl: string };
  size: number;
  /** Below the fold in long lists: let the browser fetch it when it scrolls into view. */
  lazy?: boolean;
}

/**
 * `avatarUrl` always loads unless it points at an external picture that has gone away; then
 * the generated avatar (initials on the team colour) takes its place. A plain <img>: the
 * list shows up to 1,000 of them.
 */
export function PlayerAvatar({ player, size, lazy = false }: PlayerAvatarProps) {
  const fallback = `${API_BASE}${apiPaths.playerAvatar(player.id)}`;
  const showFallback = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(fallback)) image.src = fallback;
  };
  return (
    <img
      src={player.avatarUrl}
      onError={showFallback}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={classes.avatar}
    />
  );
}
