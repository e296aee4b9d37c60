/** Window events the app broadcasts; tests and embedding pages listen to them. */
export const RESET_EVENT = 'rift:reset';
export const ROUTE_CHANGE_EVENT = 'rift:route-change';

export interface RouteChangeDetail {
  path: string;
  userId: string | null;
  username: string | null;
  authenticated: boolean;
}

export function emitReset(): void {
  window.dispatchEvent(new CustomEvent(RESET_EVENT));
}

export function emitRouteChange(detail: RouteChangeDetail): void {
  window.dispatchEvent(new CustomEvent<RouteChangeDetail>(ROUTE_CHANGE_EVENT, { detail }));
}
