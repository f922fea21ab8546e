import { describe, expect, it } from 'vitest';
import { athleteMessages } from '../contracts/athlete';
import { todayInKolkata } from '../contracts/calendar-days';
import { PRIVACY_NOTICE_VERSION } from '../contracts/privacy-notice';
import {
  consentProblem,
  isVerifiableAdult,
  knownDateOfBirth,
  mayHoldSelf,
  needsConsent,
} from './consent-rule';

const TODAY = '2026-11-28';

describe('needsConsent', () => {
  it.each(['child', 'ward'] as const)('a %s under 18 needs a consent', (relationship) => {
    expect(needsConsent('2015-04-02', relationship, TODAY)).toBe(true);
  });

  it('turns 18 on the birthday itself, not the day after', () => {
    expect(needsConsent('2008-11-28', 'child', TODAY)).toBe(false);
    expect(needsConsent('2008-11-29', 'child', TODAY)).toBe(true);
  });

  it('an adult ward needs none', () => {
    expect(needsConsent('1990-01-01', 'ward', TODAY)).toBe(false);
  });

  it('a self record never asks for a consent (a minor cannot hold one at all)', () => {
    expect(needsConsent('2015-04-02', 'self', TODAY)).toBe(false);
  });

  it('a 29 February birthday comes of age on 1 March in a common year', () => {
    expect(needsConsent('2008-02-29', 'child', '2026-02-28')).toBe(true);
    expect(needsConsent('2008-02-29', 'child', '2026-03-01')).toBe(false);
  });
});

describe('age on the Kolkata day', () => {
  // 27 Nov 2026 19:00 UTC is 28 Nov, 00:30 in Kolkata: the birthday has begun in Maharashtra.
  const justAfterMidnightIst = new Date('2026-11-27T19:00:00Z');
  const justBeforeMidnightIst = new Date('2026-11-27T18:00:00Z');

  it('judges the day by the calendar in Asia/Kolkata, not UTC', () => {
    expect(todayInKolkata(justAfterMidnightIst)).toBe('2026-11-28');
    expect(needsConsent('2008-11-28', 'child', todayInKolkata(justAfterMidnightIst))).toBe(false);
    expect(needsConsent('2008-11-28', 'child', todayInKolkata(justBeforeMidnightIst))).toBe(true);
  });
});

describe('consentProblem', () => {
  it('accepts a consent to the notice in force', () => {
    expect(consentProblem({ accepted: true, noticeVersion: PRIVACY_NOTICE_VERSION })).toBe(
      undefined,
    );
  });

  it('asks for one when none was sent', () => {
    expect(consentProblem(undefined)).toBe(athleteMessages.consentRequired);
  });

  it('refuses a consent to an older notice, with its own text', () => {
    expect(consentProblem({ accepted: true, noticeVersion: '2020-01-01' })).toBe(
      athleteMessages.consentOutdated,
    );
  });
});

describe('isVerifiableAdult', () => {
  it('needs a verified email and an adult date of birth, both', () => {
    expect(isVerifiableAdult({ emailVerified: true, dateOfBirth: '1985-06-01' }, TODAY)).toBe(true);
    expect(isVerifiableAdult({ emailVerified: false, dateOfBirth: '1985-06-01' }, TODAY)).toBe(
      false,
    );
    expect(isVerifiableAdult({ emailVerified: true, dateOfBirth: undefined }, TODAY)).toBe(false);
    expect(isVerifiableAdult({ emailVerified: true, dateOfBirth: '2010-06-01' }, TODAY)).toBe(
      false,
    );
  });
});

describe('mayHoldSelf', () => {
  it('an adult may hold their own record, with or without a date of birth on the profile', () => {
    expect(mayHoldSelf('1990-05-05', undefined, TODAY)).toBe(true);
    expect(mayHoldSelf('1990-05-05', '1990-05-05', TODAY)).toBe(true);
  });

  it('a minor may not, whichever date says so', () => {
    expect(mayHoldSelf('2012-05-05', undefined, TODAY)).toBe(false);
    expect(mayHoldSelf('1990-05-05', '2012-05-05', TODAY)).toBe(false);
  });
});

describe('knownDateOfBirth', () => {
  it.each([undefined, null, 12, '', '1990-02-30', '01-02-1990', { d: 1 }])(
    'ignores %j',
    (value) => {
      expect(knownDateOfBirth(value)).toBe(undefined);
    },
  );

  it('keeps a real calendar day', () => {
    expect(knownDateOfBirth('1990-02-28')).toBe('1990-02-28');
  });
});
