import { describe, expect, it } from 'vitest';
import type { DivisionWithCount, PublicEntry } from '@contracts/championship';
import { countListed, divisionsWithEntries } from './division-groups';

const division = (id: string, entryCount: number): DivisionWithCount => ({
  id,
  name: id,
  nameMr: id,
  discipline: 'kyorugi',
  gender: 'male',
  ageCategory: 'cadet',
  minAge: 12,
  maxAge: 14,
  entryCount,
});

const entry = (
  id: string,
  divisionId: string,
  athleteName: string,
  status: PublicEntry['status'] = 'entered',
): PublicEntry => ({
  id,
  athleteName,
  clubId: 'pune',
  clubName: 'Pune',
  discipline: 'kyorugi',
  divisionId,
  divisionName: divisionId,
  status,
});

describe('the public lists of a championship', () => {
  const divisions = [division('light', 2), division('middle', 0), division('heavy', 1)];
  const entries = [
    entry('1', 'heavy', 'Zoya'),
    entry('2', 'light', 'Omkar'),
    entry('3', 'light', 'Aditya'),
    entry('4', 'middle', 'Gone', 'withdrawn'),
  ];

  it('lists the divisions that hold entries in the rules’ order, names sorted', () => {
    const groups = divisionsWithEntries(divisions, entries);
    expect(groups.map((group) => group.division.id)).toEqual(['light', 'heavy']);
    expect(groups[0]?.entries.map((e) => e.athleteName)).toEqual(['Aditya', 'Omkar']);
  });

  it('shows name and club only, and leaves a withdrawn entry out', () => {
    const groups = divisionsWithEntries(divisions, entries);
    expect(Object.keys(groups[0]?.entries[0] ?? {}).sort()).toEqual([
      'athleteName',
      'clubName',
      'id',
    ]);
    expect(countListed(entries)).toBe(3);
  });
});
