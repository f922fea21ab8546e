import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecisionResult, WeighInResult } from '@contracts/championship';
import { sendDecision, sendWeighIn } from '@/features/championships/api/officials-api';
import {
  enqueue,
  flushQueue,
  readQueue,
  type QueuedAction,
  type QueueProblem,
  type SendOutcome,
} from '@/features/championships/lib/weigh-in-queue';
import { isApiError } from '@/lib/api-errors';

/** How often the desk tries again while something waits and the browser gives no `online` event. */
export const QUEUE_RETRY_MS = 15_000;

export type SentResult =
  { kind: 'weigh-in'; result: WeighInResult } | { kind: 'decision'; result: DecisionResult };

type NewAction =
  | { entryId: string; kind: 'weigh-in'; weightKg: number }
  | { entryId: string; kind: 'decision'; action: 'move' | 'disqualify' };

/** No answer, or the server's own trouble (5xx): try again later. A 4xx is a refusal to show. */
function outcomeOf(error: unknown): SendOutcome<SentResult> {
  if (isApiError(error) && error.kind === 'http' && (error.status ?? 500) < 500) {
    return { ok: false, offline: false, message: error.message };
  }
  return { ok: false, offline: true, message: isApiError(error) ? error.message : String(error) };
}

async function send(action: QueuedAction): Promise<SendOutcome<SentResult>> {
  try {
    if (action.kind === 'weigh-in') {
      const result = await sendWeighIn(action.eventId, action.entryId, action.weightKg);
      return { ok: true, value: { kind: 'weigh-in', result } };
    }
    const result = await sendDecision(action.eventId, action.entryId, action.action);
    return { ok: true, value: { kind: 'decision', result } };
  } catch (error) {
    return outcomeOf(error);
  }
}

const storage = () => window.localStorage;

/**
 * The desk's outbox as React state (lib/weigh-in-queue.ts): `add` stores an action and tries to
 * send it at once; what could not be sent goes when the browser says it is online again, or at
 * the next retry, or on the next visit to the desk. `onSent` hears every answer, in order.
 */
export function useWeighInQueue(
  eventId: string,
  onSent: (action: QueuedAction, value: SentResult) => void,
) {
  const [waiting, setWaiting] = useState<QueuedAction[]>(() =>
    readQueue(storage()).filter((item) => item.eventId === eventId),
  );
  const [problems, setProblems] = useState<QueueProblem[]>([]);
  const flushing = useRef(false);
  const again = useRef(false);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });

  const flush = useCallback(async (): Promise<void> => {
    if (flushing.current) {
      // Sent in a moment by the flush already running, after what it is sending now.
      again.current = true;
      return;
    }
    if (!navigator.onLine) return;
    flushing.current = true;
    try {
      do {
        again.current = false;
        const report = await flushQueue(storage(), eventId, send);
        report.sent.forEach(({ action, value }) => onSentRef.current(action, value));
        if (report.problems.length > 0) setProblems((now) => [...now, ...report.problems]);
        setWaiting(report.waiting);
      } while (again.current && navigator.onLine);
    } finally {
      flushing.current = false;
    }
  }, [eventId]);

  const add = useCallback(
    (action: NewAction) => {
      const all = enqueue(storage(), { ...action, eventId, id: crypto.randomUUID() });
      setWaiting(all.filter((item) => item.eventId === eventId));
      void flush();
    },
    [eventId, flush],
  );

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    void flush();
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    const timer = window.setInterval(() => void flush(), QUEUE_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hasWaiting, flush]);

  return { waiting, problems, add, flush };
}
