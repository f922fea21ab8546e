import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeySchema } from '@contracts/enrollment';
import { createSubmissionKeys, newIdempotencyKey } from './submission-key';

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const first = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('still works where randomUUID is missing (not a secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

describe('createSubmissionKeys', () => {
  const details = { fullName: 'Ira', city: 'Pune' };

  it('keeps the key while the same details are sent again', () => {
    const keys = createSubmissionKeys();
    const key = keys.keyFor(details);
    expect(keys.keyFor({ ...details })).toBe(key);
  });

  it('makes a new key for changed details, and keeps that one in turn', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor(details);
    const second = keys.keyFor({ ...details, city: 'Nashik' });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ ...details, city: 'Nashik' })).toBe(second);
  });

  it('makes a new key after a success, even for identical details', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor(details);
    keys.renew();
    expect(keys.keyFor(details)).not.toBe(first);
  });
});
