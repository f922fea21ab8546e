import { randomUUID } from 'node:crypto';
import { apiMessages } from '../contracts/messages';
import type { AppCheckGuard } from './app-check-guard';
import { HttpError, methodNotAllowed, routeNotFound } from './http-error';
import { readBytesBody, readJsonBody } from './json-body';
import { API_SECURITY_HEADERS } from './security-headers';
import type { Router } from './router';
import { withRequestFault } from '../testing/fault-injection';
import { CACHE_HEADERS } from './cache-headers';
import type { IncomingApiRequest, OutgoingApiResponse, RouteResult } from './types';

export interface PipelineOptions {
  /**
   * Maps infrastructure failures (a database outage, a platform error) to a client-facing error, if
   * it knows them; `requestId` is for its log lines.
   */
  translateError?: (error: unknown, requestId: string) => HttpError | undefined;
  /** Called for failures nobody anticipated (context has the requestId); answered with a 500. */
  logUnexpected: (message: string, context: Record<string, unknown>) => void;
  /** The correlation id of a request; random by default (tests pass a fixed one). */
  newRequestId?: () => string;
  /** Refuses writes without a valid App Check token when enforced (createAppCheckGuard). */
  checkAppCheck?: AppCheckGuard;
}

/** Sent on every answer, and in every log line about the request, so a report can be found. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

function splitUrl(url: string): { path: string; query: URLSearchParams } {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  return { path, query: new URLSearchParams(query) };
}

function send(response: OutgoingApiResponse, result: RouteResult): void {
  response
    .status(result.status ?? 200)
    .set('Cache-Control', CACHE_HEADERS[result.cache ?? 'no-store']);
  if (result.bytes !== undefined) {
    response.set('Content-Type', result.contentType);
    response.send(result.bytes);
    return;
  }
  if (result.text === undefined) {
    response.json(result.body);
    return;
  }
  response.set('Content-Type', result.contentType);
  if (result.fileName) {
    response.set('Content-Disposition', `attachment; filename="${result.fileName}"`);
  }
  response.send(result.text);
}

function sendHttpError(response: OutgoingApiResponse, error: HttpError): void {
  for (const [name, value] of Object.entries(error.details.headers ?? {})) {
    response.set(name, value);
  }
  send(response, { status: error.status, body: error.toBody() });
}

/**
 * The whole request pipeline: body rules → route lookup (404/405/OPTIONS) → handler → one JSON
 * answer (JSON, or the text a route asks for). Every failure leaves here in the one error shape
 * (docs/decisions.md).
 */
export function createApiHandler(router: Router, options: PipelineOptions) {
  return async function handleApiRequest(
    request: IncomingApiRequest,
    response: OutgoingApiResponse,
  ): Promise<void> {
    const { path, query } = splitUrl(request.url);
    const requestId = (options.newRequestId ?? randomUUID)();
    response.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.set(name, value);
    try {
      // Body rules come first: they are transport rules for every endpoint, so no handler (and no
      // 404/405 path) ever deals with an oversized or non-JSON payload.
      const resolution = router.resolve(request.method, path);
      const bytesLimit = resolution.kind === 'path-found' ? resolution.bytesLimit : undefined;
      const body =
        bytesLimit === undefined ? readJsonBody(request) : readBytesBody(request, bytesLimit);
      if (resolution.kind === 'no-such-path') throw routeNotFound();
      if (request.method === 'OPTIONS') {
        // Same origin, so no CORS preflight to answer: just say which methods the path takes.
        response
          .status(204)
          .set('Allow', resolution.allowed.join(', '))
          .set('Cache-Control', CACHE_HEADERS['no-store'])
          .end();
        return;
      }
      if (!resolution.handler) throw methodNotAllowed(resolution.allowed);
      const handler = resolution.handler;
      // After the route is known (an unknown path stays a 404), before any handler does work.
      await options.checkAppCheck?.(request.method, request.headers, path);
      const context = { params: resolution.params, query, body, headers: request.headers };
      const result = await withRequestFault(request.headers, () => handler(context));
      send(response, result);
    } catch (error) {
      if (response.headersSent) {
        options.logUnexpected('API error after the response started', { requestId, path, error });
        return;
      }
      const known = error instanceof HttpError ? error : options.translateError?.(error, requestId);
      if (known) return sendHttpError(response, known);
      const context = { requestId, method: request.method, path, error };
      options.logUnexpected('Unhandled API error', context);
      sendHttpError(response, new HttpError(500, 'server/internal', apiMessages.internalError));
    }
  };
}
