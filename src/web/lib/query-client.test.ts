import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryClient } from './query-client';

const retry = queryClient.getDefaultOptions().queries!.retry as (
  failureCount: number,
  error: unknown,
) => boolean;

describe('the GET retry rule', () => {
  it('retries a lost connection and a server error, twice', () => {
    expect(retry(0, new ApiError('offline', 0))).toBe(true);
    expect(retry(1, new ApiError('boom', 503))).toBe(true);
    expect(retry(2, new ApiError('boom', 503))).toBe(false);
  });

  it('does not retry what retrying cannot heal: a refusal, or an answer that makes no sense', () => {
    expect(retry(0, new ApiError('Not found', 404))).toBe(false);
    expect(retry(0, new ApiError('Received invalid matchup data from server', 200))).toBe(false);
  });
});
