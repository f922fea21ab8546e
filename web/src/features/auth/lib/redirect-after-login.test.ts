import { describe, expect, it } from 'vitest';
import {
  consumeRedirectAfterLogin,
  REDIRECT_AFTER_LOGIN_KEY,
  saveRedirectAfterLogin,
} from '@/features/auth/lib/redirect-after-login';

describe('redirect after login', () => {
  it('returns the saved path once, then forgets it', () => {
    saveRedirectAfterLogin('/enroll?program=teens');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/enroll?program=teens');
    expect(consumeRedirectAfterLogin()).toBe('/enroll?program=teens');
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(consumeRedirectAfterLogin()).toBe('/');
  });

  it('prefers the saved path to location.state.from', () => {
    saveRedirectAfterLogin('/profile');
    expect(consumeRedirectAfterLogin({ from: '/enroll' })).toBe('/profile');
  });

  it('falls back to location.state.from, as a string or a location', () => {
    expect(consumeRedirectAfterLogin({ from: '/enroll' })).toBe('/enroll');
    expect(consumeRedirectAfterLogin({ from: { pathname: '/events', search: '?tab=past' } })).toBe(
      '/events?tab=past',
    );
  });

  it('goes home without either', () => {
    expect(consumeRedirectAfterLogin(undefined)).toBe('/');
    expect(consumeRedirectAfterLogin({ other: 1 })).toBe('/');
  });

  it.each(['/login', '/register', '/login?next=1'])('never saves or returns %s', (path) => {
    saveRedirectAfterLogin(path);
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(consumeRedirectAfterLogin({ from: path })).toBe('/');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])(
    'refuses %s as an open redirect',
    (path) => {
      window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
      expect(consumeRedirectAfterLogin({ from: path })).toBe('/');
    },
  );
});
