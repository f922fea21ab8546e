import { describe, expect, it } from 'vitest';
import { appCheckSettings } from './app-check-config';

const realProject = { VITE_FIREBASE_PROJECT_ID: 'mta-prod' };

describe('appCheckSettings', () => {
  it('is off without a site key, which is every local build', () => {
    expect(appCheckSettings(realProject)).toBeNull();
    expect(appCheckSettings({ ...realProject, VITE_APP_CHECK_SITE_KEY: '  ' })).toBeNull();
    expect(appCheckSettings({})).toBeNull();
  });

  it('is off for a demo- project even with a key: its emulators cannot check tokens', () => {
    const env = { VITE_FIREBASE_PROJECT_ID: 'demo-mta', VITE_APP_CHECK_SITE_KEY: 'site-key' };
    expect(appCheckSettings(env)).toBeNull();
  });

  it('uses reCAPTCHA Enterprise with the key, and the debug provider only when asked', () => {
    const env = { ...realProject, VITE_APP_CHECK_SITE_KEY: ' site-key ' };
    expect(appCheckSettings(env)).toEqual({ siteKey: 'site-key', debug: false });
    expect(appCheckSettings({ ...env, VITE_APP_CHECK_DEBUG: 'true' })).toEqual({
      siteKey: 'site-key',
      debug: true,
    });
    expect(appCheckSettings({ ...env, VITE_APP_CHECK_DEBUG: '1' })?.debug).toBe(false);
  });

  it('is off in this build (web/.env has a demo project and no key)', () => {
    expect(appCheckSettings()).toBeNull();
  });
});
