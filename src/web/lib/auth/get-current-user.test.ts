import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { getCurrentUser, saysNothingOfToken } from './get-current-user';

const fetchMock = vi.fn<typeof fetch>();
const user = { id: 'u1', username: 'faker', email: 'faker@example.com' };

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
const noAnswer = () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('which failures say nothing of the token', () => {
  it('are no answer and a server that could not answer; a refusal is an answer', () => {
    expect(saysNothingOfToken(new ApiError('offline', 0))).toBe(true);
    expect(saysNothingOfToken(new ApiError('busy', 503))).toBe(true);
    expect(saysNothingOfToken(new ApiError('broken', 500))).toBe(true);
    expect(saysNothingOfToken(new ApiError('slow down', 429))).toBe(true);
    expect(saysNothingOfToken(new ApiError('expired', 401))).toBe(false);
    expect(saysNothingOfToken(new Error('not a request'))).toBe(false);
  });
});

describe('the token check', () => {
  it('asks again after no answer and a busy server, and tells of each failure after the first', async () => {
    noAnswer();
    answer(503, { message: 'The server is busy', code: 'UNAVAILABLE' });
    answer(200, user);
    const heard: number[] = [];
    const check = getCurrentUser(
      () => true,
      (error) => heard.push(error.status),
    );
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(check).resolves.toMatchObject({ id: 'u1' });
    expect(heard).toEqual([503]);
  });

  it('fails at once on an answer that refuses the token', async () => {
    answer(401, { message: 'Invalid token', code: 'UNAUTHORIZED' });
    await expect(getCurrentUser(() => true, vi.fn())).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops asking, with no user, once the check is no longer wanted', async () => {
    noAnswer();
    let wanted = true;
    const check = getCurrentUser(() => wanted, vi.fn());
    wanted = false;
    await vi.advanceTimersByTimeAsync(1500);
    await expect(check).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits at most 30 s between two questions', async () => {
    for (let failure = 0; failure < 7; failure += 1) noAnswer();
    answer(200, user);
    const check = getCurrentUser(() => true, vi.fn());
    // 1.5 + 3 + 6 + 12 + 24 + 30 + 30 seconds.
    await vi.advanceTimersByTimeAsync(106_499);
    expect(fetchMock).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(1);
    await expect(check).resolves.toMatchObject({ id: 'u1' });
  });
});
