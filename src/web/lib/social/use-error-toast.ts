import { useEffect, useRef } from 'react';
import { type SocialErrorTitle, showSocialError } from './social-toasts';

/**
 * Toasts a query's failure once, when it starts failing: polls that keep failing while the
 * server is away do not repeat it every 10 seconds.
 */
export function useErrorToast(
  query: { isError: boolean; error: unknown },
  title: SocialErrorTitle,
  onError?: () => void,
): void {
  const shown = useRef(false);
  const { isError, error } = query;
  const latest = useRef(onError);
  latest.current = onError;
  useEffect(() => {
    if (!isError) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    showSocialError(title, error);
    latest.current?.();
  }, [isError, error, title]);
}
