import type { Authenticator, RouteDefinition, RouteHandler } from './types';

/** A `param` with a `suffix` (from `:id.ics`) only takes values that end in it, and captures the rest. */
type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string; suffix: string };

interface PathPattern {
  path: string;
  segments: Segment[];
  handlers: Map<string, RouteHandler>;
  /** Per method, for the routes that take raw bytes: how many at most. */
  bytesLimits: Map<string, number>;
}

export type RouteResolution =
  | { kind: 'no-such-path' }
  | {
      kind: 'path-found';
      /** Methods this path answers, in the form of an Allow header. */
      allowed: string[];
      handler: RouteHandler | undefined;
      params: Record<string, string>;
      /** Set when the route takes raw bytes instead of JSON (types.ts, `bytesLimit`). */
      bytesLimit?: number;
    };

function splitPath(path: string): string[] {
  // A trailing slash names the same resource; empty inner segments (//) never match anything.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function compileSegment(part: string): Segment {
  if (!part.startsWith(':')) return { kind: 'literal', value: part };
  const dot = part.indexOf('.');
  return dot === -1
    ? { kind: 'param', name: part.slice(1), suffix: '' }
    : { kind: 'param', name: part.slice(1, dot), suffix: part.slice(dot) };
}

function compile(path: string): Segment[] {
  return splitPath(path).map(compileSegment);
}

/** 0 for a literal, 1 for a parameter with a suffix, 2 for a bare parameter. */
function rank(segment: Segment | undefined): number {
  if (segment?.kind !== 'param') return 0;
  return segment.suffix ? 1 : 2;
}

/**
 * Literal segments beat parameters, so /api/events/upcoming wins over /api/events/:id, and a
 * parameter with a suffix beats a bare one, so /api/events/x.ics goes to /api/events/:id.ics.
 */
function bySpecificity(a: PathPattern, b: PathPattern): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const difference = rank(a.segments[i]) - rank(b.segments[i]);
    if (difference !== 0) return difference;
  }
  // Lexicographic with the shorter first, so the order is total and Array.sort stays consistent.
  return a.segments.length - b.segments.length;
}

function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined; // malformed percent-encoding: the path names nothing we serve
  }
}

function matchSegments(pattern: PathPattern, parts: string[]): Record<string, string> | undefined {
  if (pattern.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'literal') {
      if (segment.value !== part) return undefined;
      continue;
    }
    const decoded = part === '' ? undefined : decodeSegment(part);
    if (decoded === undefined || !decoded.endsWith(segment.suffix)) return undefined;
    const value = decoded.slice(0, decoded.length - segment.suffix.length);
    if (value === '') return undefined;
    params[segment.name] = value;
  }
  return params;
}

function allowedMethods(handlers: Map<string, RouteHandler>): string[] {
  const methods = [...handlers.keys()];
  if (handlers.has('GET')) methods.push('HEAD');
  methods.push('OPTIONS');
  return methods;
}

export interface RouterOptions {
  /** Required when any route declares `auth`; checks credentials before its handler runs. */
  authenticate?: Authenticator;
}

/**
 * The handler the router runs: the route's own, behind the credential check when it declares `auth`.
 * The check runs after route lookup, so unknown paths stay 404 and wrong methods 405 for everyone.
 */
function guardedHandler(route: RouteDefinition, authenticate?: Authenticator): RouteHandler {
  if (route.auth === undefined) return route.handler;
  if (!authenticate) {
    throw new Error(`${route.method} ${route.path} needs auth but the router has no authenticator`);
  }
  const { auth, handler } = route;
  return async (context) => {
    const caller = await authenticate(context.headers, auth);
    return handler({ ...context, caller });
  };
}

/** Method + path pattern → handler, with enough information to answer 404, 405 and OPTIONS. */
export class Router {
  private readonly patterns: PathPattern[] = [];

  constructor(
    routes: readonly RouteDefinition[] = [],
    private readonly options: RouterOptions = {},
  ) {
    routes.forEach((route) => this.add(route));
  }

  add(route: RouteDefinition): this {
    const { method, path } = route;
    const handler = guardedHandler(route, this.options.authenticate);
    let pattern = this.patterns.find((candidate) => candidate.path === path);
    if (!pattern) {
      pattern = { path, segments: compile(path), handlers: new Map(), bytesLimits: new Map() };
      this.patterns.push(pattern);
      this.patterns.sort(bySpecificity);
    }
    if (pattern.handlers.has(method)) throw new Error(`Duplicate route: ${method} ${path}`);
    pattern.handlers.set(method, handler);
    if (route.bytesLimit !== undefined) pattern.bytesLimits.set(method, route.bytesLimit);
    return this;
  }

  resolve(method: string, path: string): RouteResolution {
    const parts = splitPath(path);
    for (const pattern of this.patterns) {
      const params = matchSegments(pattern, parts);
      if (!params) continue;
      const bytesLimit = pattern.bytesLimits.get(method);
      return {
        kind: 'path-found',
        allowed: allowedMethods(pattern.handlers),
        handler: pattern.handlers.get(method === 'HEAD' ? 'GET' : method),
        params,
        ...(bytesLimit === undefined ? {} : { bytesLimit }),
      };
    }
    return { kind: 'no-such-path' };
  }
}
