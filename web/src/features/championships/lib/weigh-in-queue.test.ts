import { beforeEach, describe, expect, it } from 'vitest';
import {
  enqueue,
  flushQueue,
  readQueue,
  WEIGH_IN_QUEUE_KEY,
  type QueuedAction,
  type SendOutcome,
} from './weigh-in-queue';

const weighIn = (
  id: string,
  entryId: string,
  weightKg: number,
  eventId = 'champ',
): QueuedAction => ({
  id,
  eventId,
  entryId,
  kind: 'weigh-in',
  weightKg,
});

describe('the weigh-in outbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was queued across a reload, in order', () => {
    enqueue(localStorage, weighIn('a', 'e1', 41.2));
    enqueue(localStorage, weighIn('b', 'e2', 44.9));
    expect(readQueue(localStorage).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('reads a damaged or foreign value as an empty outbox', () => {
    localStorage.setItem(WEIGH_IN_QUEUE_KEY, '{not json');
    expect(readQueue(localStorage)).toEqual([]);
    localStorage.setItem(WEIGH_IN_QUEUE_KEY, JSON.stringify([{ id: 1 }, weighIn('a', 'e1', 40)]));
    expect(readQueue(localStorage).map((item) => item.id)).toEqual(['a']);
  });

  it('sends everything in order when the network answers, and empties the outbox', async () => {
    enqueue(localStorage, weighIn('a', 'e1', 41.2));
    enqueue(localStorage, {
      id: 'b',
      eventId: 'champ',
      entryId: 'e1',
      kind: 'decision',
      action: 'move',
    });
    const order: string[] = [];
    const report = await flushQueue(localStorage, 'champ', (action) => {
      order.push(action.id);
      return Promise.resolve<SendOutcome<string>>({ ok: true, value: `done ${action.id}` });
    });
    expect(order).toEqual(['a', 'b']);
    expect(report.sent.map((sent) => sent.value)).toEqual(['done a', 'done b']);
    expect(report.waiting).toEqual([]);
    expect(localStorage.getItem(WEIGH_IN_QUEUE_KEY)).toBeNull();
  });

  it('stops at the first send without an answer and keeps it and what follows', async () => {
    enqueue(localStorage, weighIn('a', 'e1', 41.2));
    enqueue(localStorage, weighIn('b', 'e2', 44.9));
    enqueue(localStorage, weighIn('c', 'e3', 50));
    const report = await flushQueue(localStorage, 'champ', (action) =>
      Promise.resolve<SendOutcome<string>>(
        action.id === 'b'
          ? { ok: false, offline: true, message: 'no network' }
          : { ok: true, value: 'ok' },
      ),
    );
    expect(report.sent.map((sent) => sent.action.id)).toEqual(['a']);
    expect(report.waiting.map((item) => item.id)).toEqual(['b', 'c']);
    expect(readQueue(localStorage).map((item) => item.id)).toEqual(['b', 'c']);
  });

  it('takes a refused action out as a problem and goes on with the next', async () => {
    enqueue(localStorage, weighIn('a', 'e1', 400));
    enqueue(localStorage, weighIn('b', 'e2', 44.9));
    const report = await flushQueue(localStorage, 'champ', (action) =>
      Promise.resolve<SendOutcome<string>>(
        action.id === 'a'
          ? { ok: false, offline: false, message: 'Weight out of range' }
          : { ok: true, value: 'ok' },
      ),
    );
    expect(report.problems).toEqual([
      { action: weighIn('a', 'e1', 400), message: 'Weight out of range' },
    ]);
    expect(report.sent.map((sent) => sent.action.id)).toEqual(['b']);
    expect(readQueue(localStorage)).toEqual([]);
  });

  it('leaves another championship’s actions alone', async () => {
    enqueue(localStorage, weighIn('a', 'e1', 41.2, 'other'));
    enqueue(localStorage, weighIn('b', 'e2', 44.9));
    const report = await flushQueue(localStorage, 'champ', () =>
      Promise.resolve<SendOutcome<string>>({ ok: true, value: 'ok' }),
    );
    expect(report.sent.map((sent) => sent.action.id)).toEqual(['b']);
    expect(readQueue(localStorage).map((item) => item.id)).toEqual(['a']);
  });
});
