import type { z } from 'zod';
import type { Caller } from '../auth/caller';
import { bytesBodies, endpointSchemas, ownParsing } from '../contracts/endpoint-schemas';
import { endpoints, type EndpointId } from '../contracts/endpoints';
import { idempotencyKeyOf, runOnce } from '../idempotency/idempotent-replay';
import { parseQuery } from './query-input';
import type {
  AuthenticatedRouteContext,
  HeaderValue,
  RouteAccess,
  RouteDefinition,
  RouteResult,
} from './types';
import { parseInput } from './validation';

// A route is built from its row of the endpoint table (contracts/endpoints.ts): method, path and
// who may call come from there, and the body and query are parsed with the row's schemas
// (contracts/endpoint-schemas.ts) before the handler runs. The handler gets only the parsed
// input, so no route can forget to validate.

type Schemas = typeof endpointSchemas;
type Parsed<S, K extends 'body' | 'query'> =
  S extends Record<K, infer T extends z.ZodType> ? z.output<T> : undefined;

export interface EndpointInput<Id extends EndpointId> {
  body: Parsed<Schemas[Id], 'body'>;
  query: Parsed<Schemas[Id], 'query'>;
}

type OwnParsing = (typeof ownParsing)[number];

type BaseContext<Id extends EndpointId> = {
  params: Record<string, string>;
  headers: Record<string, HeaderValue>;
  input: EndpointInput<Id>;
} & (Id extends OwnParsing
  ? { /** Only for the endpoints that parse their own body. */ rawBody: unknown }
  : unknown);

/** Signed-in endpoints' handlers also get the verified caller. */
export type EndpointContext<Id extends EndpointId> =
  (typeof endpoints)[Id]['access'] extends 'public'
    ? BaseContext<Id>
    : BaseContext<Id> & { caller: Caller };

export type EndpointHandler<Id extends EndpointId> = (
  context: EndpointContext<Id>,
) => Promise<RouteResult>;

/** A served route, with the table row it was built from. */
export type EndpointRoute = RouteDefinition & { endpoint: EndpointId };

const routeAccess = { member: 'required', admin: 'admin' } as const satisfies Record<
  string,
  RouteAccess
>;

const parsesOwnBody = (id: EndpointId) => (ownParsing as readonly EndpointId[]).includes(id);

function parseRequest<Id extends EndpointId>(
  id: Id,
  body: unknown,
  query: URLSearchParams,
): EndpointInput<Id> {
  const schemas: { body?: z.ZodType; query?: z.ZodType } = endpointSchemas[id];
  return {
    body: schemas.body ? parseInput(schemas.body, body) : undefined,
    query: schemas.query ? parseQuery(schemas.query, query) : undefined,
  } as EndpointInput<Id>;
}

export function route<Id extends EndpointId>(id: Id, handler: EndpointHandler<Id>): EndpointRoute {
  const { method, path, access } = endpoints[id];
  const bytesLimit = bytesBodies[id];
  const takesBytes = bytesLimit === undefined ? {} : { bytesLimit };
  // The table's access decides the context type above; the runtime shape follows it, hence casts.
  const run = handler as (context: {
    params: Record<string, string>;
    headers: Record<string, HeaderValue>;
    input: EndpointInput<Id>;
    rawBody?: unknown;
    caller?: Caller;
  }) => Promise<RouteResult>;
  const rawBodyOf = (body: unknown) => (parsesOwnBody(id) ? { rawBody: body } : {});
  // A create the client may resend answers a resend with its first answer (idempotency/); the
  // enrollment keeps its own older mechanism, which also covers clients that send no key.
  const replayable = endpoints[id].retry === 'with-key' && !parsesOwnBody(id);
  if (access === 'public') {
    // A key is remembered per caller; a public create has none to keep the keys of two people apart.
    if (endpoints[id].retry === 'with-key')
      throw new Error(`${id}: a public create cannot take a key`);
    return {
      endpoint: id,
      method,
      path,
      ...takesBytes,
      handler: async ({ params, headers, body, query }) =>
        run({ params, headers, input: parseRequest(id, body, query), ...rawBodyOf(body) }),
    };
  }
  return {
    endpoint: id,
    method,
    path,
    ...takesBytes,
    auth: routeAccess[access],
    handler: async ({ params, headers, body, query, caller }: AuthenticatedRouteContext) => {
      const key = replayable ? idempotencyKeyOf(headers) : undefined;
      const input = parseRequest(id, body, query);
      const create = () => run({ params, headers, caller, input, ...rawBodyOf(body) });
      return key
        ? runOnce({ endpoint: id, uid: caller.uid, key, body: input.body }, create)
        : create();
    },
  };
}
