import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiRequest,
  setUnauthorizedHandler,
  TRANSPORT_MESSAGES,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const stored = new Map<string, string>();

function respond(body: string, init: ResponseInit & { type?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.type) headers.set('content-type', init.type);
  const status = init.status ?? 200;
  // A 204 response may not carry a body at all.
  const payload = status === 204 ? null : body;
  fetchMock.mockResolvedValueOnce(new Response(payload, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  stored.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
    clear: () => stored.clear(),
  });
});

afterEach(() => {
  fetchMock.mockReset();
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('calls /api with JSON headers and no authorization when logged out', async () => {
    respond('{"status":"ok"}', { type: 'application/json' });
    await expect(api.get('/health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends the stored token as a bearer header and the body as JSON', async () => {
    stored.set('authToken', 'token-123');
    respond('{"id":"u1"}', { status: 201, type: 'application/json' });
    await api.post('/users/login', { username: 'ana', password: 'secret' });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"username":"ana","password":"secret"}');
  });

  it('uses PUT and DELETE for updates and removals', async () => {
    respond('{}', { type: 'application/json' });
    respond('', { status: 204 });
    await api.put('/users/profile', { avatar: null });
    await api.delete('/friends/f1');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['PUT', 'DELETE']);
  });
});

describe('non-OK responses', () => {
  it('uses the JSON message and keeps the status and code', async () => {
    respond('{"message":"Username is already taken","code":"CONFLICT"}', {
      status: 409,
      type: 'application/json',
    });
    const error = await failure(api.post('/users/register', {}));
    expect(error.message).toBe('Username is already taken');
    expect(error.status).toBe(409);
    expect(error.code).toBe('CONFLICT');
    expect(error.fields).toEqual([]);
  });

  it('keeps the fields a refused request names', async () => {
    respond(
      JSON.stringify({
        message: 'Playoff teams must be one of 2, 4, 6, 8',
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'playoffs.teams', message: 'Playoff teams must be one of 2, 4, 6, 8' },
          7,
        ],
      }),
      { status: 400, type: 'application/json' },
    );
    const error = await failure(api.patch('/leagues/l1/settings', { playoffs: { teams: 5 } }));
    expect(error.fields).toEqual([
      { field: 'playoffs.teams', message: 'Playoff teams must be one of 2, 4, 6, 8' },
    ]);
  });

  it('falls back to "Server error: {status}" for JSON without a message', async () => {
    respond('{"error":"boom"}', { status: 500, type: 'application/json' });
    const error = await failure(api.get('/leagues/my-leagues'));
    expect(error.message).toBe('Server error: 500');
    expect(error.status).toBe(500);
  });

  it('appends the text of a non-JSON body', async () => {
    respond('Bad gateway text', { status: 502, type: 'text/plain' });
    const error = await failure(api.get('/players'));
    expect(error.message).toBe('Server error: 502 - Bad gateway text');
    expect(error.status).toBe(502);
  });

  it('appends at most the first 100 characters of the text', async () => {
    respond('x'.repeat(150), { status: 503 });
    const error = await failure(api.get('/players'));
    expect(error.message).toBe(`Server error: 503 - ${'x'.repeat(100)}`);
  });

  it('says only "Server error: {status}" for an empty body', async () => {
    respond('', { status: 500 });
    const error = await failure(api.get('/players'));
    expect(error.message).toBe('Server error: 500');
  });

  it('reports an HTML error page by content type', async () => {
    respond('<html><body>Bad Gateway</body></html>', { status: 502, type: 'text/html' });
    const error = await failure(api.get('/players'));
    expect(error.message).toBe(TRANSPORT_MESSAGES.htmlErrorPage);
    expect(error.message).toBe(
      'Server returned an HTML error page instead of JSON. The server may be experiencing issues.',
    );
    expect(error.status).toBe(502);
  });

  it('recognises an HTML error page without a content type', async () => {
    respond('<!DOCTYPE html><html><title>504</title></html>', { status: 504 });
    const error = await failure(api.get('/players'));
    expect(error.message).toBe(TRANSPORT_MESSAGES.htmlErrorPage);
  });
});

describe('OK responses', () => {
  it('returns null for 204 and for an empty body', async () => {
    respond('', { status: 204 });
    respond('', { status: 200 });
    await expect(api.post('/messages/conversations/c1/read')).resolves.toBeNull();
    await expect(api.get('/users/me')).resolves.toBeNull();
  });

  it('rejects an unparseable body with "Invalid JSON response"', async () => {
    respond('{not json', { type: 'application/json' });
    const error = await failure(api.get('/users/me'));
    expect(error.message).toBe('Invalid JSON response');
    expect(error.status).toBe(200);
  });

  it('rejects an HTML body served instead of JSON', async () => {
    respond('<!doctype html><html><body>app</body></html>', { type: 'text/html' });
    const error = await failure(api.get('/users/me'));
    expect(error.message).toBe(
      'Server returned HTML instead of JSON. The server may be down or returning an error page.',
    );
    expect(error.status).toBe(200);
  });
});

describe('network failures', () => {
  it('turns a rejected fetch into the network message with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/users/me'));
    expect(error.message).toBe(
      'Network error: Unable to connect to the server. Please check your internet connection.',
    );
    expect(error.status).toBe(0);
  });

  it('lets a cancelled request reject with the abort itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    await expect(apiRequest('/players', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('401 handling', () => {
  it('ends the session when a request sent with a token is refused', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    stored.set('authToken', 'expired');
    respond('{"message":"Invalid or expired token"}', { status: 401, type: 'application/json' });
    const error = await failure(api.get('/users/me'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid or expired token');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refused token was replaced while the request was out', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    stored.set('authToken', 'before-password-change');
    fetchMock.mockImplementationOnce(async () => {
      // The password change answers first and stores the new token.
      stored.set('authToken', 'after-password-change');
      return new Response('{"message":"Your session has ended. Please log in again."}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    const error = await failure(api.get('/notifications'));
    expect(error.status).toBe(401);
    expect(logout).not.toHaveBeenCalled();
  });

  it('leaves a visitor alone when a login attempt is refused', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    respond('{"message":"Invalid username or password"}', {
      status: 401,
      type: 'application/json',
    });
    const error = await failure(api.post('/users/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('Invalid username or password');
    expect(logout).not.toHaveBeenCalled();
  });

  it('does not end the session on other errors', async () => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    stored.set('authToken', 'valid');
    respond('{"message":"Forbidden"}', { status: 403, type: 'application/json' });
    await failure(api.get('/users/rights/u2'));
    expect(logout).not.toHaveBeenCalled();
  });
});
