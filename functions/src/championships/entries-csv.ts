import { stringify } from 'csv-stringify/sync';
import { istDateTime } from '../admin/enrollments-csv';
import { neutraliseCell } from '../admin/csv-cells';
import type { DeskEntry } from '../contracts/championship';

// GET /api/admin/events/{id}/entries.csv: the championship's entry list for a spreadsheet, with the
// enrollments CSV's protections: every cell neutralised against formulas (athletes' names are
// typed by families), a BOM for Devanagari names, CRLF line ends. No date of birth, no contact.

export interface CsvEntry extends DeskEntry {
  enteredAt: string;
}

const COLUMNS: ReadonlyArray<readonly [header: string, cell: (row: CsvEntry) => string]> = [
  ['Entry', (row) => row.id],
  ['Membership number', (row) => row.membershipNumber],
  ['Athlete', (row) => row.athleteName],
  ['Club', (row) => row.clubName],
  ['Gender', (row) => row.gender],
  ['Discipline', (row) => row.discipline],
  ['Division', (row) => row.divisionName],
  [
    'Declared weight (kg)',
    (row) => (row.declaredWeightKg === null ? '' : String(row.declaredWeightKg)),
  ],
  ['Weighed (kg)', (row) => (row.weighedKg === null ? '' : String(row.weighedKg))],
  ['Status', (row) => row.status],
  ['Proposed division', (row) => row.proposedDivisionName ?? ''],
  ['Entered (IST)', (row) => istDateTime(row.enteredAt)],
];

export const ENTRIES_CSV_HEADERS = COLUMNS.map(([header]) => header);

export function entriesCsv(rows: readonly CsvEntry[]): string {
  const records = [
    ENTRIES_CSV_HEADERS,
    ...rows.map((row) => COLUMNS.map(([, cell]) => neutraliseCell(cell(row)))),
  ];
  return stringify(records, { bom: true, record_delimiter: 'windows' });
}

/** entries-<event id>-2026-11-24.csv, dated in IST. */
export function entriesCsvFileName(eventId: string, now: Date): string {
  const safeId = eventId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  return `entries-${safeId}-${istDateTime(now.toISOString()).slice(0, 10)}.csv`;
}
