import type { Athlete } from '@contracts/athlete';

// Athletes as the API answers them, for the component tests of every feature that shows one.

export function athlete(overrides: Partial<Athlete> = {}): Athlete {
  return {
    id: 'ath-1',
    membershipNumber: 'MTA-2026-00001',
    fullName: 'Ira Patil',
    dateOfBirth: '2016-04-10',
    gender: 'female',
    clubId: 'pune',
    relationship: 'child',
    currentRank: 'yellow-green',
    consent: {
      noticeVersion: '2026-11-28',
      acceptedAt: '2026-11-28T06:30:00.000Z',
      method: 'verified-email-and-adult-date-of-birth',
      byUid: 'uid-asha',
    },
    guardianCount: 1,
    createdAt: '2026-11-28T06:30:00.000Z',
    updatedAt: '2026-11-28T06:30:00.000Z',
    ...overrides,
  };
}

export const listAnswer = (items: Athlete[]) => ({
  status: 200,
  body: { success: true, count: items.length, data: items },
});

export const itemAnswer = (item: Athlete, status = 200) => ({
  status,
  body: { success: true, data: item },
});

export const noticeAnswer = {
  status: 200,
  body: {
    success: true,
    data: {
      version: '2026-11-28',
      language: 'en',
      text: 'Who we are: the Maharashtra Taekwondo Association.\n\nWhat we keep: your child’s name, date of birth, sex, club and rank.',
    },
  },
};
