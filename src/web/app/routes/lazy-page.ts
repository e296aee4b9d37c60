import type { ComponentType } from 'react';

/** Page modules load on first visit, so `/` ships only the shell and the home page. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** `handle.title` names the browser tab; see RootLayout. */
export interface RouteHandle {
  title: string;
}

export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
