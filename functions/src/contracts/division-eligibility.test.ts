import { describe, expect, it } from 'vitest';
import type { AthleteGender } from './athlete';
import { divisionRules, divisionRulesSchema } from './championship-rules';
import { listDivisions, weightFits } from './division';
import { divisionFor, type DivisionAthlete } from './division-eligibility';
import { wtDivisionRules } from './rules/wt-divisions';
import { rankIds, type RankId } from './ranks';

const YEAR = 2026;
const athlete = (
  dateOfBirth: string,
  gender: AthleteGender = 'male',
  currentRank: RankId = 'white',
): DivisionAthlete => ({ birthYear: Number(dateOfBirth.slice(0, 4)), gender, currentRank });

const kyorugi = (a: DivisionAthlete, weightKg?: number) =>
  divisionFor({
    athlete: a,
    discipline: 'kyorugi',
    rules: divisionRules,
    competitionYear: YEAR,
    weightKg,
  });
const poomsae = (a: DivisionAthlete) =>
  divisionFor({ athlete: a, discipline: 'poomsae', rules: divisionRules, competitionYear: YEAR });

const idOf = (outcome: ReturnType<typeof divisionFor>) =>
  outcome.eligible ? outcome.division.id : `✗ ${outcome.reason.code}`;

describe('the rules file', () => {
  it('passes its schema (ages in order, weights rising, every rank in one band)', () => {
    expect(divisionRulesSchema.safeParse(wtDivisionRules).error).toBeUndefined();
    expect(divisionRulesSchema.parse(divisionRules)).toEqual(divisionRules);
  });

  it('names its sources', () => {
    expect(divisionRules.sources.length).toBeGreaterThan(0);
    expect(divisionRules.sources[0]?.url).toMatch(/^https:\/\/www\.worldtaekwondo\.org\//);
  });

  it('refuses a rules file with a rank in two bands, falling weights or an age gap', () => {
    const twoBands = structuredClone(divisionRules);
    twoBands.poomsae.beltBands[0]?.ranks.push('black');
    expect(divisionRulesSchema.safeParse(twoBands).success).toBe(false);
    const falling = structuredClone(divisionRules);
    falling.kyorugi.ageCategories[0]?.weightLimitsKg.male.reverse();
    expect(divisionRulesSchema.safeParse(falling).success).toBe(false);
    const gap = structuredClone(divisionRules);
    if (gap.poomsae.ageCategories[1]) gap.poomsae.ageCategories[1].minAge = 16;
    expect(divisionRulesSchema.safeParse(gap).success).toBe(false);
  });

  it('gives unique division ids', () => {
    const ids = listDivisions(divisionRules, ['kyorugi', 'poomsae']).map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(2 * (10 + 10 + 8) + 8 * 2 * 3);
  });
});

describe('age by competition year, at each boundary (born 31 Dec vs 1 Jan)', () => {
  // age = 2026 − birth year: Cadet 12-14 → born 2012-2014; Junior 15-17 → 2009-2011; Senior 17+.
  it.each([
    ['2014-12-31', 'kyorugi-cadet-male-45kg'],
    ['2015-01-01', '✗ too-young'],
    ['2015-12-31', '✗ too-young'],
    ['2012-01-01', 'kyorugi-cadet-male-45kg'],
    ['2011-12-31', 'kyorugi-junior-male-45kg'],
    ['2012-12-31', 'kyorugi-cadet-male-45kg'],
    ['2009-01-01', 'kyorugi-junior-male-45kg'],
    ['2008-12-31', 'kyorugi-senior-male-54kg'],
    ['1960-01-01', 'kyorugi-senior-male-54kg'],
  ])('kyorugi, born %s, 45 kg → %s', (born, expected) => {
    expect(idOf(kyorugi(athlete(born), 45))).toBe(expected);
  });

  it.each([
    ['2015-01-01', '✗ too-young'],
    ['2014-12-31', 'poomsae-cadet-female-colour-junior'],
    ['2012-01-01', 'poomsae-cadet-female-colour-junior'],
    ['2011-12-31', 'poomsae-junior-female-colour-junior'],
    ['2009-01-01', 'poomsae-junior-female-colour-junior'],
    ['2008-12-31', 'poomsae-under-30-female-colour-junior'],
    ['1996-01-01', 'poomsae-under-30-female-colour-junior'],
    ['1995-12-31', 'poomsae-under-40-female-colour-junior'],
    ['1986-01-01', 'poomsae-under-40-female-colour-junior'],
    ['1985-12-31', 'poomsae-under-50-female-colour-junior'],
    ['1976-01-01', 'poomsae-under-50-female-colour-junior'],
    ['1975-12-31', 'poomsae-under-60-female-colour-junior'],
    ['1966-01-01', 'poomsae-under-60-female-colour-junior'],
    ['1965-12-31', 'poomsae-under-65-female-colour-junior'],
    ['1961-01-01', 'poomsae-under-65-female-colour-junior'],
    ['1960-12-31', 'poomsae-over-65-female-colour-junior'],
  ])('poomsae, born %s → %s', (born, expected) => {
    expect(idOf(poomsae(athlete(born, 'female')))).toBe(expected);
  });

  it('says in plain words why a child is too young, in English and Marathi', () => {
    const outcome = kyorugi(athlete('2015-01-01'), 30);
    expect(outcome).toMatchObject({
      eligible: false,
      reason: {
        code: 'too-young',
        field: 'athleteId',
        en: 'Too young for Cadet in 2026: must be born 2012-2014',
        mr: '२०२६ मध्ये कॅडेट गटासाठी वय कमी: जन्म २०१२-२०१४ दरम्यान असावा',
      },
    });
  });

  it('asks for the weight in kyorugi, not in poomsae', () => {
    expect(kyorugi(athlete('2013-05-05'))).toMatchObject({
      eligible: false,
      reason: { code: 'weight-required', field: 'declaredWeightKg' },
    });
    expect(poomsae(athlete('2013-05-05')).eligible).toBe(true);
  });
});

describe('kyorugi weight limits ± 0.1 kg, both genders, every age category', () => {
  const bornFor = { cadet: '2013-06-01', junior: '2010-06-01', senior: '2000-06-01' } as const;
  const rows = divisionRules.kyorugi.ageCategories.flatMap((category) =>
    (['male', 'female'] as const).flatMap((gender) => {
      const limits = category.weightLimitsKg[gender];
      return limits.flatMap((limit, i) => {
        const here = `kyorugi-${category.id}-${gender}-${limit}kg`;
        const next = limits[i + 1];
        const above = `kyorugi-${category.id}-${gender}-${next === undefined ? `over-${limit}` : next}kg`;
        const born = bornFor[category.id as keyof typeof bornFor];
        return [
          [born, gender, Math.round((limit - 0.1) * 100) / 100, here],
          [born, gender, limit, here],
          [born, gender, Math.round((limit + 0.1) * 100) / 100, above],
        ] as const;
      });
    }),
  );

  it.each(rows)('born %s, %s, %d kg → %s', (born, gender, weightKg, expected) => {
    const outcome = kyorugi(athlete(born, gender), weightKg);
    expect(idOf(outcome)).toBe(expected);
    if (outcome.eligible) expect(weightFits(outcome.division, weightKg)).toBe(true);
  });

  it('names divisions as people read them', () => {
    const light = kyorugi(athlete('2013-06-01', 'female'), 29);
    const heavy = kyorugi(athlete('2013-06-01', 'male'), 80);
    expect(light.eligible && light.division.name).toBe('Cadet Female −29 kg');
    expect(heavy.eligible && heavy.division.name).toBe('Cadet Male +65 kg');
    expect(heavy.eligible && heavy.division.nameMr).toBe('कॅडेट पुरुष +६५ किलो');
  });

  it('tells a weight outside a division at the weigh-in', () => {
    const entered = kyorugi(athlete('2013-06-01'), 45);
    if (!entered.eligible) throw new Error('expected a division');
    expect(weightFits(entered.division, 41)).toBe(false);
    expect(weightFits(entered.division, 41.01)).toBe(true);
    expect(weightFits(entered.division, 45.01)).toBe(false);
  });
});

describe('poomsae belt bands', () => {
  const bandOf = (rank: RankId) => {
    const outcome = poomsae(athlete('2010-03-03', 'male', rank));
    return outcome.eligible ? outcome.division.beltBand : undefined;
  };
  it.each([
    ['white', 'colour-junior'],
    ['green', 'colour-junior'],
    ['green-blue', 'colour-senior'],
    ['red-black', 'colour-senior'],
    ['black', 'black'],
    ['dan-1', 'black'],
    ['dan-9', 'black'],
  ] as const)('%s → %s', (rank, band) => {
    expect(bandOf(rank)).toBe(band);
  });

  it('places every rank', () => {
    for (const rank of rankIds) expect(bandOf(rank)).toBeDefined();
  });
});
