import { stringify } from 'csv-stringify/sync';
import type { AdminEnrollment } from '../contracts/admin-enrollment';
import {
  experienceLabels,
  genderLabels,
  howDidYouHearLabels,
  programLabels,
} from '../contracts/enum-labels';
import { neutraliseCell } from './csv-cells';

// GET /api/admin/enrollments.csv: the filtered list for a spreadsheet. Written with csv-stringify
// (quoting, embedded line breaks), every cell neutralised against formulas, a BOM so spreadsheets
// read the UTF-8 (Devanagari names) correctly, and CRLF line ends (RFC 4180).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-11-24 15:30' in India Standard Time (a fixed +05:30): what the office reads. */
export function istDateTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

const COLUMNS: ReadonlyArray<readonly [header: string, cell: (row: AdminEnrollment) => string]> = [
  ['Reference', (row) => row.referenceNumber],
  ['Submitted (IST)', (row) => istDateTime(row.createdAt)],
  ['Status', (row) => row.status],
  ['Program', (row) => label(programLabels, row.program)],
  ['Full name', (row) => row.fullName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Date of birth', (row) => row.dateOfBirth],
  ['Gender', (row) => label(genderLabels, row.gender)],
  ['Address', (row) => row.address],
  ['City', (row) => row.city],
  ['State', (row) => row.state],
  ['Pincode', (row) => row.pincode],
  ['Emergency contact', (row) => row.emergencyContact],
  ['Emergency phone', (row) => row.emergencyPhone],
  ['Experience', (row) => label(experienceLabels, row.experience)],
  ['Medical conditions', (row) => row.medicalConditions],
  ['How they heard of us', (row) => label(howDidYouHearLabels, row.howDidYouHear)],
  ['Terms accepted', (row) => (row.termsAccepted ? 'yes' : 'no')],
  ['Review note', (row) => row.reviewNote],
  ['Reviewed (IST)', (row) => istDateTime(row.reviewedAt)],
];

export const ENROLLMENTS_CSV_HEADERS = COLUMNS.map(([header]) => header);

export function enrollmentsCsv(rows: readonly AdminEnrollment[]): string {
  const records = [
    ENROLLMENTS_CSV_HEADERS,
    ...rows.map((row) => COLUMNS.map(([, cell]) => neutraliseCell(cell(row)))),
  ];
  return stringify(records, { bom: true, record_delimiter: 'windows' });
}

/** enrollments-2026-11-24.csv, dated in IST. */
export function enrollmentsCsvFileName(now: Date): string {
  return `enrollments-${istDateTime(now.toISOString()).slice(0, 10)}.csv`;
}
