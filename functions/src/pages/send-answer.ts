import * as logger from 'firebase-functions/logger';
import { unavailable, type PageAnswer } from './page-answer';

/** The part of Express's response an answer needs. */
export interface AnswerSink {
  status(code: number): AnswerSink;
  set(headers: Record<string, string>): AnswerSink;
  send(body: string): unknown;
}

/** Logs a failure that the visitor sees as a 503. */
export function reportFailure(message: string, error: unknown): void {
  logger.error(message, { error: error instanceof Error ? error.message : String(error) });
}

/** Sends an answer; anything thrown while making it becomes a 503, never a 500. */
export async function sendAnswer(
  response: AnswerSink,
  make: () => Promise<PageAnswer>,
): Promise<void> {
  let answer: PageAnswer;
  try {
    answer = await make();
  } catch (error) {
    reportFailure('A page function failed', error);
    answer = unavailable();
  }
  response.status(answer.status).set(answer.headers).send(answer.body);
}
