import { describe, expect, it } from 'vitest';
import { endpointSchemas, ownParsing, type EndpointSchemas } from '../contracts/endpoint-schemas';
import { endpoints, type EndpointId } from '../contracts/endpoints';
import type { RouteDefinition } from '../http/types';
import { apiRoutes } from './index';

// The endpoint table is the one list of the API: every served route is built from a row of it
// (so its input is parsed by the router), and every row is served, exactly once.

const endpointOf = (route: RouteDefinition): EndpointId | undefined =>
  'endpoint' in route ? (route.endpoint as EndpointId) : undefined;

describe('the endpoint table', () => {
  it('builds every served route', () => {
    const outside = apiRoutes.filter((route) => endpointOf(route) === undefined);
    expect(outside.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('is served row by row, each once, with the row’s method, path and access', () => {
    const served = apiRoutes.map(endpointOf);
    for (const [id, row] of Object.entries(endpoints)) {
      const routes = apiRoutes.filter((route) => endpointOf(route) === id);
      expect(routes, id).toHaveLength(1);
      const [route] = routes;
      expect({ method: route?.method, path: route?.path }, id).toEqual({
        method: row.method,
        path: row.path,
      });
      const auth = { public: undefined, member: 'required', admin: 'admin' }[row.access];
      expect(route?.auth, id).toBe(auth);
    }
    expect(served).toHaveLength(Object.keys(endpoints).length);
  });

  it('gives every write that takes a body its schema, but for the two that parse their own', () => {
    for (const [id, row] of Object.entries(endpoints)) {
      if (row.method === 'GET' || row.method === 'DELETE') continue;
      const schemas: EndpointSchemas = endpointSchemas[id as EndpointId];
      const own = (ownParsing as readonly string[]).includes(id);
      const bodyless = [
        'logout',
        'acceptGuardianInvitation',
        'issueMembershipCertificate',
      ].includes(id);
      expect(schemas.body !== undefined || own || bodyless, id).toBe(true);
    }
  });

  it('lets a client resend only reads and writes that set a value or carry a key', () => {
    for (const [id, row] of Object.entries(endpoints)) {
      if (row.method === 'GET') expect(row.retry, id).toBe('safe');
      if (row.method === 'DELETE') expect(row.retry, id).toBe('never');
    }
  });
});
