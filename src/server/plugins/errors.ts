import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../domain/vocabulary';
import { causes, isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, TooManyRequests } from '../errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Seconds a client is asked to wait when the database is out of reach. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/** What a request that lost a race for the same rows is told: nothing of it was saved. */
export const COLLIDED_MESSAGE =
  'Another change to the same data was being saved at that moment, so nothing was saved. Please try again.';

/**
 * PostgreSQL gave up a transaction that waited on another in a circle (40P01, deadlock) or could
 * not order it after one (40001): rolled back whole, and worth trying again. Locking a league's
 * row first keeps a league's changes from meeting so; this is the answer if two ever do.
 */
function isCollision(error: unknown): boolean {
  return causes(error).some(({ code }) => code === '40P01' || code === '40001');
}

/**
 * PostgreSQL's data exceptions (class 22: a value the column cannot hold, text it cannot
 * encode) come from what the client sent, so they are the client's 400, never a 500.
 */
function isInvalidData(error: unknown): boolean {
  return causes(error).some(({ code }) => typeof code === 'string' && code.startsWith('22'));
}

export interface Failure {
  status: number;
  message: string;
  code: ErrorCode;
  /** Logged as the server's own fault (500) rather than a passing condition. */
  ours: boolean;
  /** Not the server's fault, yet worth a warning in the log (a transaction given up). */
  warn?: boolean;
  /** The request's field it is about, when one is (sent as `errors`, as schema refusals are). */
  field?: string;
}

/** What any failure, over HTTP or a socket, is answered with. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      message: error.message,
      code: error.code,
      ours: false,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type).
    const message =
      status === 413
        ? 'The request is too large (at most 1 MB).'
        : ((error as Error).message ?? 'Invalid request');
    return { status, message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR', ours: false };
  }
  if (status === 503) {
    // The instance is overloaded (under-pressure) and turns work away until it catches up.
    return {
      status,
      message: 'The server is busy. Please try again in a few seconds.',
      code: 'UNAVAILABLE',
      ours: false,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE', ours: false };
  }
  if (isCollision(error)) {
    // Logged: one means two changes took the same rows in different orders.
    return { status: 409, message: COLLIDED_MESSAGE, code: 'CONFLICT', ours: false, warn: true };
  }
  if (isInvalidData(error)) {
    return {
      status: 400,
      message:
        'Some of the text or numbers sent cannot be stored. Please check them and try again.',
      code: 'VALIDATION_ERROR',
      ours: false,
    };
  }
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL_ERROR',
    ours: true,
  };
}

/**
 * The request's field a schema refusal is about, as a dotted path. An unknown key is named by
 * the object that holds it ('roster' for an unknown key in the roster group), or by itself when
 * it stands at the top of the body, which has no name.
 */
function fieldOf(issue: { keyword: string; instancePath: string; params: object }): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const keys = (issue.params as { keys?: unknown }).keys;
  if (path === '' && issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    return String(keys[0] ?? '');
  }
  return path;
}

/**
 * One handler for every failure: 4xx messages pass through as `{ message, code }`, a lost
 * database is a 503 with Retry-After, anything else is logged with its request id and
 * answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue),
        message: issue.message,
      }));
      return reply.status(400).send({
        message: errors[0]?.message ?? 'Invalid request',
        code: 'VALIDATION_ERROR',
        errors,
      });
    }
    const failure = describeFailure(error);
    if (failure.ours) request.log.error({ err: error }, 'request failed');
    else if (failure.status >= 500) request.log.warn({ err: error }, 'service unavailable');
    else if (failure.warn) request.log.warn({ err: error }, 'transaction given up; answered 409');
    if (failure.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    if (error instanceof TooManyRequests) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    const { message, code, field } = failure;
    return reply
      .status(failure.status)
      .send(field ? { message, code, errors: [{ field, message }] } : { message, code });
  });
}

/** What the router refuses before any route or the error handler sees the request. */
const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL:
    'The address is not valid: a "%" must be followed by two hexadecimal digits of UTF-8 text.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long (at most 100 characters).',
};

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (broken percent-encoding, a
 * path part past its length limit) is answered as every other refusal is, `{ message, code }`
 * with a code of the error list, instead of Fastify's own shape and codes.
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // The app's onSend hooks may not run for a request no route took.
  reply.header('x-request-id', request.id);
  const message = ROUTER_REFUSALS[error.code];
  if (message) {
    void reply.status(400).send({ message, code: 'VALIDATION_ERROR' });
    return;
  }
  const failure = describeFailure(error);
  if (failure.ours) request.log.error({ err: error }, 'request failed');
  void reply.status(failure.status).send({ message: failure.message, code: failure.code });
}
