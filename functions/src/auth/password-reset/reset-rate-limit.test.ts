import { describe, expect, it } from 'vitest';
import { MemorySlotStore } from '../../testing/memory-slot-store';
import { claimResetMail, resetMailKey } from './reset-rate-limit';

const NOW = Date.parse('2026-06-15T10:20:00Z');

describe('claimResetMail', () => {
  it('allows five mails per address per hour, the sixth is silently refused', async () => {
    const store = new MemorySlotStore();
    const claims = [];
    for (let i = 0; i < 6; i++) claims.push(await claimResetMail('asha@example.com', NOW, store));
    expect(claims).toEqual([true, true, true, true, true, false]);
    expect(await claimResetMail('ravi@example.com', NOW, store)).toBe(true);
  });

  it('is exact for a parallel burst', async () => {
    const store = new MemorySlotStore();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimResetMail('asha@example.com', NOW, store)),
    );
    expect(claims.filter(Boolean)).toHaveLength(5);
  });

  it('starts again in the next hour', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) await claimResetMail('asha@example.com', NOW, store);
    expect(await claimResetMail('asha@example.com', NOW + 40 * 60_000, store)).toBe(true);
  });
});

describe('resetMailKey', () => {
  it('treats case and spacing as the same mailbox and keeps the address out of the id', () => {
    expect(resetMailKey(' Asha@Example.com ')).toBe(resetMailKey('asha@example.com'));
    expect(resetMailKey('asha@example.com')).toMatch(/^reset-mail:[0-9a-f]{64}$/);
    expect(resetMailKey('asha@example.com')).not.toBe(resetMailKey('ravi@example.com'));
  });
});
