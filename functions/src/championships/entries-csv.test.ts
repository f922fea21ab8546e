import { describe, expect, it } from 'vitest';
import { ENTRIES_CSV_HEADERS, entriesCsv, entriesCsvFileName, type CsvEntry } from './entries-csv';

const row: CsvEntry = {
  id: 'abc',
  athleteId: 'a1',
  athleteName: '@SUM(1+1)',
  clubId: 'pune',
  clubName: 'Pune',
  discipline: 'kyorugi',
  divisionId: 'kyorugi-cadet-male-45kg',
  divisionName: 'Cadet Male −45 kg',
  divisionNameMr: 'कॅडेट पुरुष −४५ किलो',
  status: 'needs-decision',
  declaredWeightKg: 44,
  weighedKg: 45.2,
  membershipNumber: 'MTA-2026-00001',
  gender: 'male',
  proposedDivisionId: 'kyorugi-cadet-male-49kg',
  proposedDivisionName: 'Cadet Male −49 kg',
  enteredAt: '2026-11-24T10:00:00.000Z',
};

describe('the entry list CSV', () => {
  it('neutralises formulas, keeps UTF-8 with a BOM and CRLF, and has no date of birth', () => {
    const csv = entriesCsv([row]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(csv).toContain("'@SUM(1+1)");
    expect(csv).toContain('Cadet Male −49 kg');
    expect(csv).toContain('2026-11-24 15:30');
    expect(ENTRIES_CSV_HEADERS.join(' ').toLowerCase()).not.toContain('birth');
  });

  it('names the file by event and day, without odd characters', () => {
    expect(entriesCsvFileName('state/2026"', new Date('2026-11-24T20:00:00Z'))).toBe(
      'entries-state2026-2026-11-25.csv',
    );
  });
});
