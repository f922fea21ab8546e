import { describe, expect, it } from 'vitest';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import { newCandidate, resultsPayload } from './candidates';

const athlete = (currentRank: AdminAthleteRow['currentRank']): AdminAthleteRow => ({
  id: `a-${currentRank}`,
  membershipNumber: 'MTA-2026-00001',
  fullName: 'Sai Patil',
  dateOfBirth: '2014-01-01',
  clubId: 'pune',
  currentRank,
  guardianCount: 1,
  consent: { status: 'recorded' },
});

describe('grading candidates', () => {
  it('start as a pass at the next rank, with the choices the jump rule allows', () => {
    expect(newCandidate(athlete('white'))).toMatchObject({
      result: 'pass',
      rank: 'yellow',
      choices: ['yellow', 'yellow-green'],
    });
    // To black and between dans, one step at a time.
    expect(newCandidate(athlete('red-black'))?.choices).toEqual(['black']);
    expect(newCandidate(athlete('dan-2'))?.choices).toEqual(['dan-3']);
  });

  it('cannot be added at the top of the list', () => {
    expect(newCandidate(athlete('dan-9'))).toBeNull();
  });

  it('are sent as the contract’s results', () => {
    const candidate = newCandidate(athlete('green'));
    expect(candidate && resultsPayload([{ ...candidate, result: 'fail' }])).toEqual({
      results: [{ athleteId: 'a-green', rank: 'green-blue', result: 'fail' }],
    });
  });
});
