import { useState } from 'react';

/**
 * A random key for one filled-in form, sent as Idempotency-Key with its create, so a double
 * click or a retry after a lost answer creates one thing. Built from getRandomValues, which
 * (unlike randomUUID) also works on a plain-HTTP address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the form on screen: the same for every submit until the form closes. */
export function useIdempotencyKey(): string {
  return useState(newIdempotencyKey)[0];
}
