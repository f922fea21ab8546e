import { gzipSync } from 'node:zlib';
import * as logger from 'firebase-functions/logger';
import { PAGE_SECURITY_HEADERS } from '../http/security-headers';
import { unavailable, type PageAnswer } from './page-answer';

/** The part of Express's response an answer needs. */
export interface AnswerSink {
  status(code: number): AnswerSink;
  set(headers: Record<string, string>): AnswerSink;
  send(body: string | Buffer): unknown;
}

/** Logs a failure that the visitor sees as a 503. */
export function reportFailure(message: string, error: unknown): void {
  logger.error(message, { error: error instanceof Error ? error.message : String(error) });
}

/** Smaller bodies are not worth a compressed copy. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return coding === 'gzip' && !(quality && Number(quality.slice(2)) === 0);
  });
}

/**
 * Sends an answer; anything thrown while making it becomes a 503, never a 500. Pages go gzipped
 * to a client that takes it: the events page with its list is some 40 KB of HTML, which a phone
 * on a slow network should receive as 9 (whether or not the CDN would compress it too).
 */
export async function sendAnswer(
  response: AnswerSink,
  make: () => Promise<PageAnswer>,
  acceptEncoding?: string,
): Promise<void> {
  let answer: PageAnswer;
  try {
    answer = await make();
  } catch (error) {
    reportFailure('A page function failed', error);
    answer = unavailable();
  }
  const body = Buffer.from(answer.body, 'utf8');
  // First, so an answer's own header of the same name would win (none sets one today).
  response.set({ ...PAGE_SECURITY_HEADERS });
  const headers = { ...answer.headers, Vary: 'Accept-Encoding' };
  if (body.length >= COMPRESS_FROM_BYTES && acceptsGzip(acceptEncoding)) {
    response
      .status(answer.status)
      .set({ ...headers, 'Content-Encoding': 'gzip' })
      .send(gzipSync(body));
    return;
  }
  response.status(answer.status).set(headers).send(answer.body);
}
