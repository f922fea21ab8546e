import { describe, expect, it } from 'vitest';
import {
  decideResetRequest,
  RESET_MAILS_PER_WINDOW,
  RESET_WINDOW_MS,
  resetLogId,
} from './reset-rate-limit';

const now = 1_800_000_000_000;
const minutesAgo = (minutes: number) => now - minutes * 60_000;

describe('decideResetRequest', () => {
  it('allows the first request and records it', () => {
    expect(decideResetRequest([], now)).toEqual({ allowed: true, sentAt: [now] });
  });

  it('allows up to five within the hour, then refuses the sixth', () => {
    let log: number[] = [];
    const decisions: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const decision = decideResetRequest(log, now + i);
      decisions.push(decision.allowed);
      if (decision.allowed) log = decision.sentAt;
    }
    expect(decisions).toEqual([true, true, true, true, true, false]);
    expect(log).toHaveLength(RESET_MAILS_PER_WINDOW);
  });

  it('is a rolling hour: a slot frees up when the oldest mail is an hour old', () => {
    const full = [61, 50, 40, 30, 20].map(minutesAgo);
    const decision = decideResetRequest(full, now);
    expect(decision.allowed).toBe(true);
    expect(decision.sentAt).toEqual([...[50, 40, 30, 20].map(minutesAgo), now]);
    expect(decideResetRequest([59, 50, 40, 30, 20].map(minutesAgo), now).allowed).toBe(false);
  });

  it('forgets everything older than the window', () => {
    expect(decideResetRequest([now - RESET_WINDOW_MS], now)).toEqual({
      allowed: true,
      sentAt: [now],
    });
  });

  it('copes with an unordered or overlong log', () => {
    const messy = [5, 1, 4, 2, 3, 6, 7].map(minutesAgo);
    expect(decideResetRequest(messy, now).allowed).toBe(false);
  });
});

describe('resetLogId', () => {
  it('is one id per mailbox, whatever the case or spaces, and holds no address', () => {
    expect(resetLogId(' Asha@Example.com ')).toBe(resetLogId('asha@example.com'));
    expect(resetLogId('asha@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(resetLogId('asha@example.com')).not.toBe(resetLogId('ravi@example.com'));
  });
});
