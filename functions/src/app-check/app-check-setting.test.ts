import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from './app-check-setting';

describe('appCheckEnforced', () => {
  it('is on only for APP_CHECK_ENFORCE=true', () => {
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: 'true' })).toBe(true);
    for (const value of [undefined, '', 'false', '1', 'TRUE', 'yes']) {
      expect(appCheckEnforced({ APP_CHECK_ENFORCE: value })).toBe(false);
    }
  });
});
