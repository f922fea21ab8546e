import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../db/collections';
import { COLLECTIONS_WITHOUT_MEMBER_DATA, EXPORTED_COLLECTIONS } from './member-data-map';

// Every collection must be either in the member's download (and so in the erasure) or listed as
// holding nothing of a member, with a reason. A collection added to db/collections.ts fails here
// until someone decides which.

const names = Object.values(COLLECTION_NAMES) as string[];
const exported = Object.keys(EXPORTED_COLLECTIONS);
const without = Object.keys(COLLECTIONS_WITHOUT_MEMBER_DATA);

describe('the member-data map', () => {
  it.each(names)('decides about %s', (name) => {
    expect(exported.includes(name) || without.includes(name), name).toBe(true);
  });

  it.each(names)('does not list %s as both exported and without member data', (name) => {
    expect(exported.includes(name) && without.includes(name), name).toBe(false);
  });

  it('names only collections that exist', () => {
    for (const name of [...exported, ...without]) expect(names).toContain(name);
  });

  it.each(Object.entries(COLLECTIONS_WITHOUT_MEMBER_DATA))('gives a reason for %s', (_n, why) => {
    expect(why?.trim().length).toBeGreaterThan(20);
  });
});
