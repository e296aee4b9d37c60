import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, checkLoginForm, checkRegisterForm } from './form-rules';

const valid = {
  username: 'faker_fan',
  email: 'fan@example.com',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
};

describe('checkLoginForm', () => {
  it('asks for both fields', () => {
    expect(checkLoginForm({ username: '', password: 'x' })).toBe('Please fill in all fields');
    expect(checkLoginForm({ username: 'ana', password: '' })).toBe('Please fill in all fields');
    expect(checkLoginForm({ username: '   ', password: 'x' })).toBe('Please fill in all fields');
  });

  it('lets a filled form through', () => {
    expect(checkLoginForm({ username: 'ana', password: 'x' })).toBeNull();
  });
});

describe('checkRegisterForm', () => {
  it('asks for all four fields', () => {
    for (const field of Object.keys(valid)) {
      expect(checkRegisterForm({ ...valid, [field]: '' })).toBe(AUTH_MESSAGES.fillAllFields);
    }
  });

  it('rejects a confirmation that differs from the password', () => {
    expect(checkRegisterForm({ ...valid, confirmPassword: 'correct-horsE' })).toBe(
      'Passwords do not match',
    );
  });

  it('reports the shared schema message for values the server would refuse', () => {
    expect(checkRegisterForm({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(checkRegisterForm({ ...valid, email: 'not-an-email' })).toBe(
      'Please enter a valid email address',
    );
  });

  it('lets a valid form through', () => {
    expect(checkRegisterForm(valid)).toBeNull();
  });
});
