import { describe, expect, it } from 'vitest';
import { redirectTarget } from './login-redirect';

describe('redirectTarget', () => {
  it('returns to the page the guard turned away, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/teams', search: '?x=1', hash: '#top' } })).toBe(
      '/teams?x=1#top',
    );
    expect(redirectTarget({ from: { pathname: '/draft', search: '?leagueId=l1' } })).toBe(
      '/draft?leagueId=l1',
    );
  });

  it('goes home without a remembered location', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget({})).toBe('/');
  });

  it('never leaves the app or loops back to the auth pages', () => {
    expect(redirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/register' } })).toBe('/');
  });
});
