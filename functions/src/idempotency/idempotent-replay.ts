import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { idempotencyKeySchema } from '../contracts/enrollment';
import { apiMessages } from '../contracts/messages';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { HttpError, invalidInput } from '../http/http-error';
import type { HeaderValue, RouteResult } from '../http/types';
import { canonicalJson } from './canonical-json';

// Creates that a client may resend (the endpoint table's `with-key` rows) remember their answer
// under the request's Idempotency-Key: a resend with the same key and body gets the first answer,
// and no second record is made. The first request reserves the key with create(), which only one
// of two racing requests can win (no transaction needed, so the embedded emulator is exact too).

const DEADLINE_MS = 5_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key sent with the request, or undefined; a malformed or repeated one is a 400. */
export function idempotencyKeyOf(headers: Record<string, HeaderValue>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw invalidInput({ [IDEMPOTENCY_HEADER]: parsed.error.issues[0]?.message ?? '' });
  }
  return parsed.data;
}

interface ReplayRequest {
  endpoint: string;
  uid: string;
  key: string;
  body: unknown;
}

function conflict(): HttpError {
  return new HttpError(409, 'resource/conflict', apiMessages.idempotencyInProgress);
}

/** Runs `create` once per key; a resend with the same key and body answers what the first did. */
export async function runOnce(
  request: ReplayRequest,
  create: () => Promise<RouteResult>,
): Promise<RouteResult> {
  const ref = collections
    .idempotencyKeys()
    .doc(sha256(`${request.endpoint}\n${request.uid}\n${request.key}`));
  const fingerprint = sha256(canonicalJson(request.body));
  const reservation = {
    uid: request.uid,
    endpoint: request.endpoint,
    fingerprint,
    state: 'pending' as const,
    status: 0,
    answer: '',
    createdAt: Timestamp.now(),
  };
  try {
    await withDeadline(ref.create(reservation), DEADLINE_MS, 'Reserve idempotency key');
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const earlier = (await withDeadline(ref.get(), DEADLINE_MS, 'Read idempotency key')).data();
    if (!earlier) throw conflict();
    if (earlier.fingerprint !== fingerprint) {
      throw new HttpError(422, 'idempotency/key-reused', apiMessages.idempotencyKeyReused);
    }
    if (earlier.state === 'pending') throw conflict();
    return { status: earlier.status, body: JSON.parse(earlier.answer) as unknown };
  }
  let result: RouteResult;
  try {
    result = await create();
  } catch (error) {
    // Nothing was made: free the key, so the member may correct the request and send it again.
    await ref.delete().catch(() => undefined);
    throw error;
  }
  if (result.text === undefined) {
    const answer = JSON.stringify(result.body);
    await withDeadline(
      ref.update({ state: 'done', status: result.status ?? 200, answer }),
      DEADLINE_MS,
      'Remember idempotent answer',
    );
  }
  return result;
}
