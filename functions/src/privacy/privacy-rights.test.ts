import { describe, expect, it } from 'vitest';
import { privacyRights, readablePath } from '../contracts/privacy-rights';
import { apiRoutes } from '../routes';

// The privacy notice names a door for every right; each must be a route the API really serves,
// for signed-in members only.

describe('privacyRights', () => {
  it.each(privacyRights.map((right) => [right.id, right] as const))(
    '%s is served by apiRoutes, signed in',
    (_id, right) => {
      const route = apiRoutes.find(
        (candidate) => candidate.method === right.method && candidate.path === right.path,
      );
      expect(route, `${right.method} ${right.path}`).toBeDefined();
      expect(route?.auth).toBe('required');
    },
  );

  it('has one entry per id', () => {
    const ids = privacyRights.map((right) => right.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prints paths with {braces} for their parameters', () => {
    expect(readablePath('/api/athletes/:id')).toBe('/api/athletes/{id}');
    expect(readablePath('/api/users/me/export')).toBe('/api/users/me/export');
  });
});
