// One HTTP attempt of the API client: headers, bearer token and a timeout. Whether to retry is the
// client's decision (api-client.ts); this module only says how the attempt ended.

export type TokenProvider = () => Promise<string | null>;

/** The attempt got no response; the client retries exactly these. */
export class TransientFailure extends Error {
  constructor(readonly reason: 'timeout' | 'network') {
    super(reason);
    this.name = 'TransientFailure';
  }
}

/** The caller's AbortSignal fired; never retried. */
export class CallerAbort extends Error {
  constructor() {
    super('aborted');
    this.name = 'CallerAbort';
  }
}

export interface Attempt {
  method: string;
  url: string;
  body: unknown;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  headers?: Readonly<Record<string, string>>;
  tokenProvider: TokenProvider | null;
  /** The fetch cache mode; the browser's default when absent. */
  cache?: RequestCache;
}

async function bearerToken(tokenProvider: TokenProvider | null): Promise<string | null> {
  if (!tokenProvider) return null;
  try {
    return await tokenProvider();
  } catch {
    // A failing token refresh is almost always the network being down: report it as such so the
    // call is retried, rather than sent without credentials and answered with a 401.
    throw new TransientFailure('network');
  }
}

async function buildHeaders(
  tokenProvider: TokenProvider | null,
  extra: Readonly<Record<string, string>> = {},
): Promise<Headers> {
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  });
  const token = await bearerToken(tokenProvider);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export async function attemptFetch(attempt: Attempt): Promise<Response> {
  const headers = await buildHeaders(attempt.tokenProvider, attempt.headers);
  // Checked after the await: the caller may have given up while the token was being fetched.
  if (attempt.signal?.aborted) throw new CallerAbort();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, attempt.timeoutMs);
  const forwardAbort = () => controller.abort();
  attempt.signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(attempt.url, {
      method: attempt.method,
      headers,
      body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
      // Same-origin API with bearer tokens: cookies are never needed, so never sent.
      credentials: 'omit',
      signal: controller.signal,
      ...(attempt.cache ? { cache: attempt.cache } : {}),
    });
  } catch {
    if (timedOut) throw new TransientFailure('timeout');
    if (attempt.signal?.aborted) throw new CallerAbort();
    throw new TransientFailure('network');
  } finally {
    clearTimeout(timer);
    attempt.signal?.removeEventListener('abort', forwardAbort);
  }
}
