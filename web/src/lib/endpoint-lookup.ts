import { endpoints, type Endpoint, type RetryRule } from '@contracts/endpoints';

// Which row of the API's endpoint table (contracts/endpoints.ts) a call goes to, so the client
// follows the row's retry rule. Paths here are the client's, without the /api prefix.

const API_PREFIX = '/api';

type Segment = { literal: string } | { suffix: string };

interface Pattern {
  endpoint: Endpoint;
  segments: Segment[];
  /**
   * How specific: a literal segment counts most (/events/upcoming before /events/:id), a
   * parameter with a suffix next (/events/:id.ics before /events/:id), as the server's router has it.
   */
  specificity: number;
}

function compile(endpoint: Endpoint): Pattern {
  const segments = endpoint.path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      if (!part.startsWith(':')) return { literal: part };
      const dot = part.indexOf('.');
      return { suffix: dot === -1 ? '' : part.slice(dot) };
    });
  const specificity = segments.reduce(
    (sum, segment) => sum + ('literal' in segment ? 2 : segment.suffix ? 1 : 0),
    0,
  );
  return { endpoint, segments, specificity };
}

const patterns: Pattern[] = Object.values<Endpoint>(endpoints)
  .map(compile)
  .sort((a, b) => b.specificity - a.specificity);

function matches(pattern: Pattern, parts: string[]): boolean {
  if (pattern.segments.length !== parts.length) return false;
  return pattern.segments.every((segment, index) => {
    const part = parts[index] ?? '';
    if ('literal' in segment) return segment.literal === part;
    return part.length > segment.suffix.length && part.endsWith(segment.suffix);
  });
}

/** The table's row for `method` on `path` (e.g. '/events/upcoming?limit=3'), if there is one. */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const [pathOnly = ''] = path.split('?');
  const parts = `${API_PREFIX}${pathOnly}`.split('/').slice(1);
  return patterns.find((pattern) => pattern.endpoint.method === method && matches(pattern, parts))
    ?.endpoint;
}

/** The retry rule of a call; a call outside the table is a programming error. */
export function retryRuleOf(method: string, path: string): RetryRule {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`${method} /api${path} is not in the endpoint table`);
  return endpoint.retry;
}
