import type { z } from 'zod';
import { apiErrorBodySchema } from '@contracts/api-envelope';
import { needsLimitedUseToken } from '@contracts/limited-use-endpoints';
import { ApiError, apiErrorMessage, apiFieldErrors } from './api-errors';
import {
  APP_CHECK_FAILED_CODE,
  APP_CHECK_HEADER,
  appCheckEnabled,
  appCheckToken,
} from './app-check/app-check';
import { attemptFetch, CallerAbort, TransientFailure, type TokenProvider } from './api-transport';
import { findEndpoint, retryRuleOf } from './endpoint-lookup';
import { noteAnswer } from './saved-answers';

// The one client for the /api facade. Same origin: Hosting rewrites /api/**
// to the `api` function, so there is no CORS and no backend host to configure.

export type { TokenProvider } from './api-transport';

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_500;

export interface RequestOptions<T> {
  /** Per-call timeout for each attempt, e.g. 5 s for the health check. */
  timeoutMs?: number;
  /** Validates the success body; a mismatch fails with kind 'invalid-response'. */
  schema?: z.ZodType<T>;
  /** Cancels the call (and its retries), e.g. when a component unmounts. */
  signal?: AbortSignal;
  /** Extra request headers, sent with every attempt (so retries repeat e.g. an Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Leaves a 401 to the caller: the app-wide handler is not run, so the screen can show its own
   * message first and call `reportUnauthorized()` when it is done (3 s later).
   */
  skipUnauthorizedHandler?: boolean;
  /**
   * A public read, the same for every visitor: sent without the bearer token, so the answer may be
   * kept by the service worker for offline use (it never keeps an answer to an authorised request).
   */
  anonymous?: boolean;
  /**
   * Skip the browser's HTTP cache (`cache: 'no-store'`), e.g. the office reading events right after
   * changing one: a public answer may otherwise be served from the cache for its max-age.
   */
  fresh?: boolean;
}

let tokenProvider: TokenProvider | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** Where bearer tokens come from (the signed-in user's Firebase ID token); null for none. */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** Called once for every 401 answer, before the call fails (sign out, go to /login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** Runs the app-wide 401 handler for a call made with `skipUnauthorizedHandler`. */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

/**
 * The signed-in person's bearer token, for the one call made outside this client: a photo
 * upload, sent with XMLHttpRequest because fetch cannot report how much of a body has gone.
 */
export async function currentBearerToken(): Promise<string | null> {
  return tokenProvider ? tokenProvider() : null;
}

function noteTransportProblem(status: number | null, path: string): void {
  // These are console notes only; the screens decide what the user sees.
  if (status === 500) console.warn(`API ${path}: server error (500); it may be database related.`);
  else if (status === 503) console.warn(`API ${path}: service unavailable (503).`);
  else if (status === null) console.warn(`API ${path}: no response (network or CORS error).`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The methods that change something; with App Check on, the API wants its token on these. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

async function headersFor(
  method: string,
  headers: RequestOptions<unknown>['headers'],
  limitedUse = false,
): Promise<RequestOptions<unknown>['headers']> {
  if (!WRITE_METHODS.has(method) || !appCheckEnabled()) return headers;
  const token = await appCheckToken(limitedUse);
  return token ? { ...headers, [APP_CHECK_HEADER]: token } : headers;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A create that may be resent carries a key, the same on every attempt, so the server answers a
 * resend with the first result instead of making a second record. The caller's own key (e.g. the
 * enrollment form's, kept across the member's own resubmits) is used when it gave one.
 */
function withIdempotencyKey(
  headers: RequestOptions<unknown>['headers'],
): RequestOptions<unknown>['headers'] {
  const given = Object.keys(headers ?? {}).some(
    (name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase(),
  );
  return given ? headers : { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
}

async function fetchWithRetries(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions<unknown>,
) {
  // The endpoint table says whether a call may arrive twice: only then is it sent again after an
  // attempt that got no answer (the first may have arrived; a second must change nothing).
  const rule = retryRuleOf(method, path);
  const ownHeaders = rule === 'with-key' ? withIdempotencyKey(options.headers) : options.headers;
  // Once per call: the SDK's token lasts about an hour, longer than all the retries together.
  // A write the server spends its token on gets a fresh one for every attempt instead.
  const limitedUse = needsLimitedUseToken(findEndpoint(method, path));
  const once = limitedUse ? ownHeaders : await headersFor(method, ownHeaders);
  for (let retriesLeft = rule === 'never' ? 0 : MAX_RETRIES; ; retriesLeft--) {
    const headers = limitedUse ? await headersFor(method, ownHeaders, true) : once;
    try {
      return await attemptFetch({
        method,
        url: `${API_BASE}${path}`,
        body,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        signal: options.signal,
        headers,
        tokenProvider: options.anonymous ? null : tokenProvider,
        cache: options.fresh ? 'no-store' : undefined,
      });
    } catch (failure) {
      if (failure instanceof CallerAbort) throw new ApiError('aborted', 'Request cancelled');
      if (!(failure instanceof TransientFailure)) throw failure;
      if (retriesLeft === 0) {
        noteTransportProblem(null, path);
        throw ApiError.noResponse(failure.reason);
      }
      await sleep(RETRY_DELAY_MS);
    }
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text().catch(() => '');
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The failure in the page's language where it has text for the server's code (api-errors.ts). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError('http', `Server error (${status})`, { status, body });
  const { code, message, errors } = parsed.data;
  return new ApiError('http', apiErrorMessage(code, message), {
    status,
    code,
    errors: apiFieldErrors(code, errors),
    body,
  });
}

/**
 * A 401 about App Check says nothing about the session (its ID token may be fine), so it must not
 * sign the member out; the form shows its message ('please reload the page') instead.
 */
function isAppCheckRefusal(body: unknown): boolean {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success && parsed.data.code === APP_CHECK_FAILED_CODE;
}

/** For a failed answer: runs the 401 rule, notes the problem and throws its ApiError. */
async function failUnlessOk(
  response: Response,
  path: string,
  options: RequestOptions<unknown>,
): Promise<void> {
  if (response.ok) return;
  const json = await readJson(response);
  if (
    response.status === 401 &&
    !options.skipUnauthorizedHandler &&
    !isAppCheckRefusal(json.ok ? json.value : undefined)
  ) {
    unauthorizedHandler?.();
  }
  noteTransportProblem(response.status, path);
  throw errorFromResponse(response.status, json.ok ? json.value : undefined);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await fetchWithRetries(method, path, body, options);
  noteAnswer(path, response);
  await failUnlessOk(response, path, options);
  const json = await readJson(response);
  if (!json.ok) {
    throw new ApiError('invalid-response', 'The server sent an unreadable answer', {
      status: response.status,
    });
  }
  // Without a schema the caller vouches for the type; pass one wherever the answer drives logic.
  if (!options.schema) return json.value as T;
  const parsed = options.schema.safeParse(json.value);
  if (!parsed.success) {
    throw new ApiError('invalid-response', 'The server sent an unexpected answer', {
      status: response.status,
      body: json.value,
    });
  }
  return parsed.data;
}

export const get = <T>(path: string, options?: RequestOptions<T>) =>
  request<T>('GET', path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
  request<T>('POST', path, body, options);
export const put = <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
  request<T>('PUT', path, body, options);
export const del = <T>(path: string, options?: RequestOptions<T>) =>
  request<T>('DELETE', path, undefined, options);
/** A DELETE that must say more than its path, e.g. the typed confirmation of an account erasure. */
export const delWithBody = <T>(path: string, body: unknown, options?: RequestOptions<T>) =>
  request<T>('DELETE', path, body, options);

export interface DownloadedFile {
  /** The bytes as sent (a Blob keeps a leading BOM, which text() would drop). */
  blob: Blob;
  /** The name from Content-Disposition, if the server gave one. */
  fileName: string | null;
}

/**
 * GET of a file the API answers in another format (e.g. CSV), with the same token, retries and
 * error handling as the JSON calls; the screen saves it (a plain link could not send the token).
 */
export async function getFile(
  path: string,
  options: Omit<RequestOptions<never>, 'schema'> = {},
): Promise<DownloadedFile> {
  const response = await fetchWithRetries('GET', path, undefined, options);
  await failUnlessOk(response, path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}
