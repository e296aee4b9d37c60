import { API_BASE } from './paths';
import { readAuthToken } from './storage';

/** What transport failures read as; the wording is the product's. */
export const TRANSPORT_MESSAGES = {
  htmlErrorPage:
    'Server returned an HTML error page instead of JSON. The server may be experiencing issues.',
  htmlInsteadOfJson:
    'Server returned HTML instead of JSON. The server may be down or returning an error page.',
  invalidJson: 'Invalid JSON response',
  network: 'Network error: Unable to connect to the server. Please check your internet connection.',
  serverError: (status: number) => `Server error: ${status}`,
} as const;

/** One field a request was refused for (`playoffs.teams`), as the server names it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failed call rejects with this; `status` is 0 when no response arrived. `fields` names
 * the faulty fields of a request the validation refused (empty otherwise).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

/** The thing asked for is not there: a 404, or a 400 for an id too malformed to name anything. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * The auth layer registers here: a 401 on a request that carried the current token ends the
 * session.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: repeats of this create get the first answer. */
  idempotencyKey?: string | undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a network failure; TanStack Query expects the abort itself.
    if (options.signal?.aborted) throw error;
    throw new ApiError(TRANSPORT_MESSAGES.network, 0);
  }

  const text = await response.text();
  if (!response.ok) {
    // Only the session that sent it is over: a request still on its way with the token a
    // password change (or another login) has just replaced must not end the new session.
    if (response.status === 401 && token && token === readAuthToken()) onUnauthorized?.();
    throw errorFromResponse(response, text);
  }
  return parseOkBody<T>(response, text);
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'idempotencyKey'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

function isHtml(response: Response, text: string): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('text/html') || /^\s*<(!doctype html|html)/i.test(text);
}

function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorFromResponse(response: Response, text: string): ApiError {
  const { status } = response;
  const parsed = text.trim() === '' ? { ok: false as const } : tryParseJson(text);
  if (parsed.ok) {
    const body = parsed.value as { message?: unknown; code?: unknown; errors?: unknown } | null;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    if (typeof body?.message === 'string' && body.message !== '') {
      return new ApiError(body.message, status, code, fieldErrorsOf(body.errors));
    }
    return new ApiError(TRANSPORT_MESSAGES.serverError(status), status, code);
  }
  if (isHtml(response, text)) return new ApiError(TRANSPORT_MESSAGES.htmlErrorPage, status);
  const excerpt = text.trim().slice(0, 100);
  const message = TRANSPORT_MESSAGES.serverError(status);
  return new ApiError(excerpt ? `${message} - ${excerpt}` : message, status);
}

function fieldErrorsOf(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is FieldError =>
      typeof error?.field === 'string' && typeof error?.message === 'string',
  );
}

function parseOkBody<T>(response: Response, text: string): T {
  // 204 and empty bodies carry no value; callers get null rather than a parse error.
  if (response.status === 204 || text.trim() === '') return null as T;
  if (isHtml(response, text)) {
    throw new ApiError(TRANSPORT_MESSAGES.htmlInsteadOfJson, response.status);
  }
  const parsed = tryParseJson(text);
  if (!parsed.ok) throw new ApiError(TRANSPORT_MESSAGES.invalidJson, response.status);
  return parsed.value as T;
}
