/** Mantine's `md` breakpoint (62em); "mobile" means any screen narrower than it. */
export const MOBILE_QUERY = '(max-width: 61.99em)';

export function isMobileScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches === true;
}
