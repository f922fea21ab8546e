import type { IncomingApiRequest, OutgoingApiResponse } from '../../src/http/types';

/** A recorded response: what the pipeline would have sent. */
export interface RecordedResponse extends OutgoingApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  /** Which method sent the body: json() or send() (text). */
  sentWith: 'json' | 'send' | undefined;
  ended: boolean;
}

export function fakeResponse(): RecordedResponse {
  const response: RecordedResponse = {
    statusCode: 200,
    headers: {},
    body: undefined,
    sentWith: undefined,
    ended: false,
    headersSent: false,
    status(code) {
      response.statusCode = code;
      return response;
    },
    set(field, value) {
      response.headers[field.toLowerCase()] = value;
      return response;
    },
    json(body) {
      response.body = body;
      response.sentWith = 'json';
      response.ended = true;
      response.headersSent = true;
      return response;
    },
    send(body) {
      response.body = body;
      response.sentWith = 'send';
      response.ended = true;
      response.headersSent = true;
      return response;
    },
    end() {
      response.ended = true;
      response.headersSent = true;
      return response;
    },
  };
  return response;
}

export function fakeRequest(
  method: string,
  url: string,
  body?: { raw: string | Buffer; contentType?: string },
): IncomingApiRequest {
  const headers: IncomingApiRequest['headers'] = {};
  if (body?.contentType) headers['content-type'] = body.contentType;
  return {
    method,
    url,
    headers,
    rawBody: body === undefined ? undefined : Buffer.from(body.raw),
  };
}
