import type { Caller } from '../auth/caller';

// The slice of the express-like request/response that firebase-functions hands us. Depending on this
// small surface (not express) keeps the pipeline testable with plain objects.

export type HeaderValue = string | string[] | undefined;

export interface IncomingApiRequest {
  method: string;
  /** Path and query as received, e.g. /api/events/upcoming?limit=3. */
  url: string;
  headers: Record<string, HeaderValue>;
  /** Set by the platform's body parser; absent when the request had no body. */
  rawBody?: Buffer;
}

export interface OutgoingApiResponse {
  headersSent: boolean;
  status(code: number): this;
  set(field: string, value: string): this;
  json(body: unknown): this;
  /** A text or binary body; the caller sets its Content-Type first. */
  send(body: string | Buffer): this;
  end(): this;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route handler gets: everything already decoded and checked at the transport level. */
export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (the raw bytes for a route that takes bytes), or undefined if none. */
  body: unknown;
  headers: Record<string, HeaderValue>;
}

export type CachePolicy = 'public' | 'live' | 'no-store' | 'immutable';

interface RouteResultBase {
  status?: number;
  /** Public GETs may be cached by the CDN; everything else defaults to no-store. */
  cache?: CachePolicy;
}

/** The usual answer: `body` sent as JSON. */
export interface JsonRouteResult extends RouteResultBase {
  body: unknown;
  text?: undefined;
  bytes?: undefined;
}

/** A document in another format (e.g. an iCalendar feed), sent as it is. */
export interface TextRouteResult extends RouteResultBase {
  body?: undefined;
  text: string;
  bytes?: undefined;
  /** e.g. 'text/calendar; charset=utf-8'. */
  contentType: string;
  /** Set to offer the answer as a download under this name (plain ASCII, no quotes). */
  fileName?: string;
}

/** A file's bytes (an uploaded picture), sent as they are. */
export interface BytesRouteResult extends RouteResultBase {
  body?: undefined;
  text?: undefined;
  bytes: Buffer;
  contentType: string;
}

export type RouteResult = JsonRouteResult | TextRouteResult | BytesRouteResult;

export type RouteHandler = (context: RouteContext) => Promise<RouteResult>;

/** Who may call a route: any signed-in member, or only admins (custom claim). */
export type RouteAccess = 'required' | 'admin';

export interface AuthenticatedRouteContext extends RouteContext {
  caller: Caller;
}

export type AuthenticatedRouteHandler = (
  context: AuthenticatedRouteContext,
) => Promise<RouteResult>;

/** Checks the request's credentials for `access`; throws the 401/403 (or 503) to answer. */
export type Authenticator = (
  headers: Record<string, HeaderValue>,
  access: RouteAccess,
) => Promise<Caller>;

interface RouteBase {
  method: HttpMethod;
  /**
   * e.g. /api/events/:id; a `:name` segment captures one decoded path segment, and `:name.ext`
   * captures one that ends in `.ext` (without it).
   */
  path: string;
  /**
   * Set on a route that takes the request's raw bytes (an uploaded picture) up to this many,
   * instead of a JSON body of at most 64 KB.
   */
  bytesLimit?: number;
}

/** A public route, or one whose handler gets the verified caller (`auth` set). */
export type RouteDefinition =
  | (RouteBase & { auth?: undefined; handler: RouteHandler })
  | (RouteBase & { auth: RouteAccess; handler: AuthenticatedRouteHandler });
