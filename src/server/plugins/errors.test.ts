import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { COLLIDED_MESSAGE, describeFailure } from './errors';

/** A driver error as Drizzle hands it on: its own error with the driver's as the cause. */
const wrapped = (fields: { code?: string; message?: string }) => {
  const cause = Object.assign(new Error(fields.message ?? 'driver error'), { code: fields.code });
  return new Error('Failed query: select 1', { cause });
};

describe('describeFailure', () => {
  it('passes an AppError through', () => {
    expect(describeFailure(new AppError(409, 'League is full', 'CONFLICT'))).toMatchObject({
      status: 409,
      message: 'League is full',
      code: 'CONFLICT',
    });
  });

  it('makes text or numbers the database cannot store a 400, not a 500', () => {
    for (const code of ['22021', '22P05', '22001', '22003']) {
      expect(describeFailure(wrapped({ code }))).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        ours: false,
      });
    }
  });

  it('makes a lost or refused database connection a 503', () => {
    const lost = [
      wrapped({ code: '57P01' }),
      wrapped({ code: '08006' }),
      wrapped({ code: 'ECONNREFUSED' }),
      wrapped({ message: 'Connection terminated unexpectedly' }),
      wrapped({ message: 'timeout exceeded when trying to connect' }),
    ];
    for (const error of lost) {
      expect(describeFailure(error)).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    }
  });

  it('makes a transaction given up for a deadlock or a serialization failure a 409 to try again', () => {
    for (const code of ['40P01', '40001']) {
      expect(describeFailure(wrapped({ code }))).toEqual({
        status: 409,
        message: COLLIDED_MESSAGE,
        code: 'CONFLICT',
        ours: false,
        warn: true,
      });
    }
  });

  it('names a too-large body with its own code', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(describeFailure(tooLarge)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides anything else behind a generic 500', () => {
    expect(describeFailure(new Error('secret detail'))).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
      ours: true,
    });
  });
});
