import { describe, expect, it } from 'vitest';
import { actionErrorMessage } from './action-error';
import { ApiError } from './api-client';

describe('actionErrorMessage', () => {
  it("shows the server's message", () => {
    expect(
      actionErrorMessage(new ApiError('Username is already taken', 409), 'Registration failed'),
    ).toBe('Username is already taken');
  });

  it('falls back when there is no message', () => {
    expect(actionErrorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(actionErrorMessage('boom', 'Login failed')).toBe('Login failed');
  });
});
