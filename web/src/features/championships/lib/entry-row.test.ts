import { describe, expect, it } from 'vitest';
import type { MyEntry } from '@contracts/championship';
import type { DivisionAthlete } from '@contracts/division-eligibility';
import { canSend, existingEntry, parseWeight, previewRow, type RowSend } from './entry-row';

const cadetBoy: DivisionAthlete = { birthYear: 2013, gender: 'male', currentRank: 'green' };
const tooYoung: DivisionAthlete = { birthYear: 2018, gender: 'female', currentRank: 'white' };

describe('the weight as typed', () => {
  it.each([
    ['42.5', 42.5],
    ['42,5', 42.5],
    [' 45 ', 45],
    ['45.25', 45.25],
  ])('reads %j as %d kg', (text, kg) => expect(parseWeight(text)).toBe(kg));

  it.each(['', 'abc', '45.255', '4', '250', '-40', '1e2'])('refuses %j', (text) =>
    expect(parseWeight(text)).toBeNull(),
  );
});

describe('an entry row', () => {
  it('asks for a discipline first', () => {
    expect(previewRow(cadetBoy, { discipline: '', weightText: '' }, 2026)).toEqual({
      kind: 'pick',
    });
  });

  it('shows the poomsae division at once, from age, gender and belt', () => {
    const preview = previewRow(cadetBoy, { discipline: 'poomsae', weightText: '' }, 2026);
    expect(preview.kind === 'division' && preview.division.name).toBe(
      'Poomsae Cadet Male, Colour belts, white to green',
    );
  });

  it('asks for the weight for sparring, then places it on the weight limits', () => {
    expect(previewRow(cadetBoy, { discipline: 'kyorugi', weightText: '' }, 2026).kind).toBe(
      'need-weight',
    );
    expect(previewRow(cadetBoy, { discipline: 'kyorugi', weightText: '4x' }, 2026).kind).toBe(
      'bad-weight',
    );
    const at45 = previewRow(cadetBoy, { discipline: 'kyorugi', weightText: '45' }, 2026);
    expect(at45.kind === 'division' && at45.division.name).toBe('Cadet Male −45 kg');
    const above = previewRow(cadetBoy, { discipline: 'kyorugi', weightText: '45.1' }, 2026);
    expect(above.kind === 'division' && above.division.name).toBe('Cadet Male −49 kg');
  });

  it('says in plain words why a child is not eligible, before any weight is typed', () => {
    const preview = previewRow(tooYoung, { discipline: 'kyorugi', weightText: '' }, 2026);
    expect(preview.kind).toBe('not-eligible');
    if (preview.kind === 'not-eligible') {
      expect(preview.reason.en).toBe('Too young for Cadet in 2026: must be born 2012-2014');
    }
  });
});

describe('the row’s entry', () => {
  const entry = (patch: Partial<MyEntry>): MyEntry => ({
    id: 'e1',
    athleteId: 'a1',
    athleteName: 'Ira',
    clubId: 'pune',
    clubName: 'Pune',
    discipline: 'poomsae',
    divisionId: 'd',
    divisionName: 'D',
    divisionNameMr: 'ड',
    status: 'entered',
    declaredWeightKg: null,
    enteredBy: 'guardian',
    canWithdraw: true,
    ...patch,
  });

  it('finds a live entry of the athlete in the discipline, not a withdrawn one', () => {
    expect(existingEntry([entry({})], 'a1', 'poomsae')?.id).toBe('e1');
    expect(existingEntry([entry({ status: 'withdrawn' })], 'a1', 'poomsae')).toBeUndefined();
    expect(existingEntry([entry({})], 'a1', 'kyorugi')).toBeUndefined();
  });

  it('may be sent only with a division, while open, once', () => {
    const division = previewRow(cadetBoy, { discipline: 'poomsae', weightText: '' }, 2026);
    const idle: RowSend = { state: 'idle' };
    expect(canSend(division, idle, true)).toBe(true);
    expect(canSend(division, idle, false)).toBe(false);
    expect(canSend(division, { state: 'sending' }, true)).toBe(false);
    expect(canSend(division, { state: 'entered', entryId: 'e', divisionName: 'D' }, true)).toBe(
      false,
    );
    expect(canSend(division, { state: 'failed', message: 'x' }, true)).toBe(true);
    expect(canSend({ kind: 'need-weight' }, idle, true)).toBe(false);
  });
});
