import { describe, expect, it } from 'vitest';
import type { AdminEnrollment } from '../contracts/admin-enrollment';
import {
  ENROLLMENTS_CSV_HEADERS,
  enrollmentsCsv,
  enrollmentsCsvFileName,
  istDateTime,
} from './enrollments-csv';

const row = (overrides: Partial<AdminEnrollment> = {}): AdminEnrollment => ({
  _id: 'e1',
  id: 'e1',
  uid: 'u1',
  referenceNumber: 'MTA-2026-7K3M9Q',
  program: 'teens',
  status: 'approved',
  createdAt: '2026-11-24T10:00:00.000Z',
  fullName: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98220 00001',
  dateOfBirth: '2010-04-05',
  gender: 'female',
  address: '12 FC Road,\nShivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  emergencyContact: 'Ravi "Dada" Patil',
  emergencyPhone: '020 2553 0000',
  experience: 'none',
  medicalConditions: '',
  howDidYouHear: 'friend',
  termsAccepted: true,
  termsAcceptedAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-25T04:30:00.000Z',
  reviewNote: 'Welcome!',
  reviewedAt: '2026-11-25T04:30:00.000Z',
  updatedBy: 'admin-1',
  ...overrides,
});

const BOM = '\uFEFF';

describe('enrollmentsCsv', () => {
  it('starts with a BOM and the header row, ends rows with CRLF', () => {
    const csv = enrollmentsCsv([]);
    expect(csv).toBe(`${BOM}${ENROLLMENTS_CSV_HEADERS.join(',')}\r\n`);
    expect(ENROLLMENTS_CSV_HEADERS.slice(0, 5)).toEqual([
      'Reference',
      'Submitted (IST)',
      'Status',
      'Program',
      'Full name',
    ]);
  });

  it('writes labels, IST times and quotes commas, quotes and line breaks', () => {
    const [, line] = enrollmentsCsv([row()]).split('\r\n');
    expect(line).toContain('MTA-2026-7K3M9Q,2026-11-24 15:30,approved,Teens (13-17),Asha Patil,');
    expect(line).toContain('"12 FC Road,\nShivajinagar"');
    expect(line).toContain('"Ravi ""Dada"" Patil"');
    expect(line).toContain('Female');
    expect(line).toContain('A friend or family member');
    expect(line?.endsWith('yes,Welcome!,2026-11-25 10:00')).toBe(true);
  });

  it('neutralises every cell that a spreadsheet would run as a formula', () => {
    const csv = enrollmentsCsv([
      row({
        fullName: '=HYPERLINK("http://evil.example","Click")',
        city: '@SUM(1+1)',
        reviewNote: '-1+2',
      }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(",'@SUM(1+1),");
    expect(csv).toContain(",'-1+2,");
    expect(csv).toContain(",'+91 98220 00001,");
    expect(csv).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('shows unknown stored values as they are and an unreviewed enrollment with empty cells', () => {
    const [, line] = enrollmentsCsv([
      row({ program: 'weekend-camp', reviewNote: '', reviewedAt: null, termsAccepted: false }),
    ]).split('\r\n');
    expect(line).toContain(',weekend-camp,');
    expect(line?.endsWith(',no,,')).toBe(true);
  });
});

describe('IST helpers', () => {
  it('formats times in India Standard Time and names the file by the IST day', () => {
    expect(istDateTime('2026-11-24T20:00:00.000Z')).toBe('2026-11-25 01:30');
    expect(istDateTime(null)).toBe('');
    expect(enrollmentsCsvFileName(new Date('2026-11-24T20:00:00.000Z'))).toBe(
      'enrollments-2026-11-25.csv',
    );
  });
});
