import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collections } from '../db/collections';
import { MAX_MEMBERSHIP_DRAWS, reserveMembershipNumber } from './membership-registry';

// The registry's retry rule with Firestore replaced: ALREADY_EXISTS means "taken, draw again".
const create = vi.fn();
const doc = vi.fn((id: string) => ({ id, create: (data: unknown) => create(id, data) }));
vi.mock('../db/collections', () => ({
  collections: { membershipNumbers: vi.fn(() => ({ doc })) },
}));

const alreadyExists = Object.assign(new Error('exists'), { code: 6 });
const now = Date.parse('2026-06-15T10:00:00Z');

beforeEach(() => {
  vi.clearAllMocks();
});

describe('reserveMembershipNumber', () => {
  it('draws again when a number is taken, and reserves the first free one', async () => {
    create.mockRejectedValueOnce(alreadyExists).mockRejectedValueOnce(alreadyExists);
    create.mockResolvedValue(undefined);
    const draws = [11, 22, 33];
    const number = await reserveMembershipNumber('athlete-1', now, () => draws.shift() ?? 0);
    expect(number).toBe('MTA-2026-00033');
    expect(doc.mock.calls.map(([id]) => id)).toEqual([
      'MTA-2026-00011',
      'MTA-2026-00022',
      'MTA-2026-00033',
    ]);
    expect(create).toHaveBeenLastCalledWith(
      'MTA-2026-00033',
      expect.objectContaining({ athleteId: 'athlete-1' }),
    );
    expect(collections.membershipNumbers).toHaveBeenCalled();
  });

  it('gives up with a 503 after its draws, never looping for ever', async () => {
    create.mockRejectedValue(alreadyExists);
    await expect(reserveMembershipNumber('athlete-1', now, () => 1)).rejects.toMatchObject({
      status: 503,
    });
    expect(create).toHaveBeenCalledTimes(MAX_MEMBERSHIP_DRAWS);
  });

  it('passes any other failure on at once', async () => {
    create.mockRejectedValueOnce(new Error('boom'));
    await expect(reserveMembershipNumber('athlete-1', now, () => 1)).rejects.toThrow('boom');
    expect(create).toHaveBeenCalledTimes(1);
  });
});
