/**
 * The weigh-in desk's outbox. A sports hall's network comes and goes, and an official with a queue
 * of children on the scales cannot wait for it: every weigh-in and every decision is first written
 * here (browser storage, so a reload or a flat battery loses nothing), then sent in the order it
 * was made. A send that gets no answer leaves it, and everything after it, for the next attempt;
 * a send the server refuses (a withdrawn entry, a weight out of range) is taken out and kept as a
 * problem for the official to read. Pure apart from the storage handed in, so it is unit tested.
 */

export type QueuedAction =
  | { id: string; eventId: string; entryId: string; kind: 'weigh-in'; weightKg: number }
  | {
      id: string;
      eventId: string;
      entryId: string;
      kind: 'decision';
      action: 'move' | 'disqualify';
    };

/** What the server said about a sent action, or why it refused it. */
export type SendOutcome<R> =
  { ok: true; value: R } | { ok: false; offline: boolean; message: string };

export interface QueueProblem {
  action: QueuedAction;
  message: string;
}

/** One browser key for the desk's outbox of every championship (the cookie policy lists it). */
export const WEIGH_IN_QUEUE_KEY = 'weighInQueue';

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isQueuedAction(value: unknown): value is QueuedAction {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const base =
    typeof item.id === 'string' &&
    typeof item.eventId === 'string' &&
    typeof item.entryId === 'string';
  if (!base) return false;
  if (item.kind === 'weigh-in') return typeof item.weightKg === 'number';
  return item.kind === 'decision' && (item.action === 'move' || item.action === 'disqualify');
}

/** Everything waiting, all championships; a damaged value counts as empty rather than failing. */
export function readQueue(storage: QueueStorage): QueuedAction[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(WEIGH_IN_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedAction) : [];
  } catch {
    return [];
  }
}

export function writeQueue(storage: QueueStorage, items: readonly QueuedAction[]): void {
  if (items.length === 0) storage.removeItem(WEIGH_IN_QUEUE_KEY);
  else storage.setItem(WEIGH_IN_QUEUE_KEY, JSON.stringify(items));
}

export function enqueue(storage: QueueStorage, action: QueuedAction): QueuedAction[] {
  const next = [...readQueue(storage), action];
  writeQueue(storage, next);
  return next;
}

export interface FlushReport<R> {
  sent: { action: QueuedAction; value: R }[];
  problems: QueueProblem[];
  /** Still waiting: the first action that got no answer and everything after it. */
  waiting: QueuedAction[];
}

/**
 * Sends the waiting actions of one championship in order. Storage is rewritten after each answer,
 * so an interrupted flush never sends a confirmed action twice; an action whose answer was lost
 * may be sent twice, which the server answers the same way (the same weight, the same decision).
 */
export async function flushQueue<R>(
  storage: QueueStorage,
  eventId: string,
  send: (action: QueuedAction) => Promise<SendOutcome<R>>,
): Promise<FlushReport<R>> {
  const report: FlushReport<R> = { sent: [], problems: [], waiting: [] };
  for (const action of readQueue(storage).filter((item) => item.eventId === eventId)) {
    const outcome = await send(action);
    if (!outcome.ok && outcome.offline) break;
    writeQueue(
      storage,
      readQueue(storage).filter((item) => item.id !== action.id),
    );
    if (outcome.ok) report.sent.push({ action, value: outcome.value });
    else report.problems.push({ action, message: outcome.message });
  }
  report.waiting = readQueue(storage).filter((item) => item.eventId === eventId);
  return report;
}
