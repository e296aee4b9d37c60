import { describe, expect, it } from 'vitest';
import type { User } from '../../../domain/contract/users';
import {
  avatarPreview,
  changedFields,
  fieldOfServerError,
  PROFILE_MESSAGES,
  parseProfileForm,
  profileValuesOf,
} from './profile-form';

const user: User = {
  id: 'u1',
  _id: 'u1',
  username: 'faker_fan',
  email: 'fan@example.com',
  avatar: null,
  online: true,
};
const base = profileValuesOf(user);

describe('changedFields', () => {
  it('sends only what differs from the saved profile', () => {
    expect(changedFields(base, user)).toEqual({});
    expect(
      changedFields({ ...base, username: ' new_name ', email: 'FAN@example.com' }, user),
    ).toEqual({ username: 'new_name' });
  });

  it('sends an emptied avatar as an empty text, which clears it', () => {
    const withAvatar = { ...user, avatar: 'https://cdn.example.com/a.png' };
    expect(changedFields({ ...profileValuesOf(withAvatar), avatar: ' ' }, withAvatar)).toEqual({
      avatar: '',
    });
  });
});

describe('parseProfileForm', () => {
  it('accepts a new avatar and a password change with the current password', () => {
    const result = parseProfileForm(
      {
        ...base,
        avatar: 'https://cdn.example.com/me.png',
        currentPassword: 'old-password',
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
      user,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        avatar: 'https://cdn.example.com/me.png',
        currentPassword: 'old-password',
        newPassword: 'brand-new-pass',
      },
    });
  });

  it('says which field is wrong, in the server’s words', () => {
    const result = parseProfileForm(
      { ...base, username: 'x', email: 'nope', avatar: 'javascript:alert(1)' },
      user,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        avatar: 'Avatar must be an http(s) URL',
      },
    });
  });

  it('needs the current password, a new one, and the same new one again', () => {
    const noCurrent = parseProfileForm(
      { ...base, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      user,
    );
    expect(noCurrent).toEqual({
      ok: false,
      errors: { currentPassword: 'Current password is required to set a new password' },
    });
    const mismatch = parseProfileForm(
      { ...base, currentPassword: 'old', newPassword: 'brand-new-pass', confirmPassword: 'other' },
      user,
    );
    expect(mismatch).toEqual({
      ok: false,
      errors: { confirmPassword: PROFILE_MESSAGES.passwordsDoNotMatch },
    });
    const noNew = parseProfileForm({ ...base, currentPassword: 'old' }, user);
    expect(noNew.ok).toBe(false);
    expect(!noNew.ok && noNew.errors.newPassword).toBe(PROFILE_MESSAGES.newPasswordRequired);
  });

  it('refuses a save that changes nothing', () => {
    expect(parseProfileForm(base, user)).toEqual({
      ok: false,
      errors: { form: PROFILE_MESSAGES.nothingToUpdate },
    });
  });
});

describe('fieldOfServerError', () => {
  it('puts the server’s refusals under their inputs', () => {
    expect(fieldOfServerError('Current password is incorrect')).toBe('currentPassword');
    expect(fieldOfServerError('Username is already taken')).toBe('username');
    expect(fieldOfServerError('An account with this email already exists')).toBe('email');
    expect(fieldOfServerError('Password must be at least 8 characters')).toBe('newPassword');
    expect(fieldOfServerError('Server error: 500')).toBe('form');
  });
});

describe('avatarPreview', () => {
  it('previews http(s) addresses only', () => {
    expect(avatarPreview(' https://cdn.example.com/a.png ')).toBe('https://cdn.example.com/a.png');
    expect(avatarPreview('javascript:alert(1)')).toBeNull();
    expect(avatarPreview('not a url')).toBeNull();
  });
});
