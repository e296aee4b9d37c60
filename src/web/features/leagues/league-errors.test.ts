import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { joinErrorToast } from './league-errors';

describe('joinErrorToast', () => {
  it('says the user already has a team, for 3 s', () => {
    const error = new ApiError('You already have a team in this league', 409);
    expect(joinErrorToast(error)).toEqual({
      message: 'You already have a team in this league.',
      autoClose: 3_000,
    });
  });

  it('says the league is full, for 5 s', () => {
    expect(joinErrorToast(new ApiError('League is full', 409))).toEqual({
      message: 'This league is already full.',
      autoClose: 5_000,
    });
  });

  it('passes any other server message through', () => {
    const error = new ApiError('A team named "Gank Squad" already exists in this league', 409);
    expect(joinErrorToast(error).message).toBe(
      'A team named "Gank Squad" already exists in this league',
    );
  });

  it('falls back to the spec text when there is no message', () => {
    expect(joinErrorToast(new Error('')).message).toBe('Failed to join league');
    expect(joinErrorToast('boom').message).toBe('Failed to join league');
  });
});
