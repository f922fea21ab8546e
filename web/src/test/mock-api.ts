import type { User } from '@contracts/user';
import { vi } from 'vitest';

// A fake /api for component tests: answers by "METHOD /path" (without /api), 404 for the rest.

export interface MockAnswer {
  status: number;
  body?: unknown;
}

type Route = MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>);

const routes = new Map<string, Route>();
export const apiCalls: {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}[] = [];

const defaults: Record<string, Route> = {
  'GET /health': {
    status: 200,
    body: { success: true, mongodbState: { readyState: 1, host: 'test', status: 'connected' } },
  },
};

export function mockApi(table: Record<string, Route>): void {
  for (const [key, route] of Object.entries(table)) routes.set(key, route);
}

function json(answer: MockAnswer): Response {
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const path = String(input).replace(/^\/api/, '');
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const authorization = new Headers(init?.headers).get('authorization');
  apiCalls.push({ method, path, body, authorization });
  const route = routes.get(`${method} ${path}`) ?? defaults[`${method} ${path}`];
  if (!route) return json({ status: 404, body: { success: false, message: 'Not found' } });
  return json(typeof route === 'function' ? await route(body) : route);
});

export function resetMockApi(): void {
  routes.clear();
  apiCalls.length = 0;
  fetchStub.mockClear();
}

/** A profile as GET /api/auth/me and the sign-in answers carry it. */
export function apiUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'uid-asha',
    id: 'uid-asha',
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98200 00000',
    phoneNumber: '+91 98200 00000',
    role: 'user',
    status: 'active',
    createdAt: '2026-03-05T10:00:00.000Z',
    photoURL: '',
    googleId: '',
    dateOfBirth: '',
    ...overrides,
  };
}
