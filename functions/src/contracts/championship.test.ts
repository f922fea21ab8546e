import { describe, expect, it } from 'vitest';
import {
  championshipSettingsPayloadSchema,
  entryPayloadSchema,
  weighInPayloadSchema,
} from './championship';
import { rolesFromClaims, rolesPayloadSchema } from './roles';

describe('championship payloads', () => {
  it('takes weights in kilograms to the hundredth, from 15 to 200', () => {
    for (const weightKg of [15, 44.5, 45.01, 200]) {
      expect(weighInPayloadSchema.safeParse({ weightKg }).success).toBe(true);
    }
    for (const weightKg of [14.99, 200.01, 45.001, Number.NaN, '45']) {
      expect(weighInPayloadSchema.safeParse({ weightKg }).success).toBe(false);
    }
  });

  it('takes an entry with or without a declared weight, nothing else', () => {
    expect(entryPayloadSchema.parse({ athleteId: ' a1 ', discipline: 'poomsae' })).toEqual({
      athleteId: 'a1',
      discipline: 'poomsae',
    });
    expect(
      entryPayloadSchema.safeParse({ athleteId: 'a1', discipline: 'kyorugi', x: 1 }).success,
    ).toBe(false);
  });

  it('opens a championship with each discipline once and a real deadline', () => {
    const ok = { disciplines: ['kyorugi'], entryDeadline: '2026-12-10', competitionYear: 2026 };
    expect(championshipSettingsPayloadSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, disciplines: [] },
      { ...ok, disciplines: ['poomsae', 'poomsae'] },
      { ...ok, entryDeadline: '2026-02-30' },
      { ...ok, competitionYear: 2026.5 },
    ]) {
      expect(championshipSettingsPayloadSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('roles', () => {
  it('reads only a real true and a known club from claims', () => {
    expect(rolesFromClaims({ official: true, coachClubId: 'pune', admin: true })).toEqual({
      admin: true,
      official: true,
      coachClubId: 'pune',
    });
    expect(rolesFromClaims({ official: 'true', coachClubId: 'goa', admin: 1 })).toEqual({
      admin: false,
      official: false,
      coachClubId: null,
    });
  });

  it('takes a change of official, of coach (null ends it), or both; never admin', () => {
    expect(rolesPayloadSchema.safeParse({ coachClubId: null }).success).toBe(true);
    expect(rolesPayloadSchema.safeParse({ official: false }).success).toBe(true);
    expect(rolesPayloadSchema.safeParse({}).success).toBe(false);
    expect(rolesPayloadSchema.safeParse({ admin: true }).success).toBe(false);
  });
});
