import {
  RETENTION,
  retentionRuleIds,
  type RetentionPeriod,
  type RetentionRuleId,
} from '@contracts/retention';
import type { LegalTable } from '@/features/legal/types';

// "How long we keep it" as a table. The periods come from contracts/retention.ts, the module the
// daily retention job erases by, so the notice cannot promise a period the code does not keep.

export interface RetentionWords {
  what: string;
  from: string;
  reason: string;
}

/** English words come with the rules themselves; the Marathi twin gives its own for each id. */
const words: Record<RetentionRuleId, RetentionWords> = RETENTION;

function periodText(period: RetentionPeriod): string {
  if (period.days !== undefined) return `${period.days} days`;
  if (period.months === 12) return '1 year';
  if (period.months % 12 === 0) return `${period.months / 12} years`;
  return `${period.months} months`;
}

/** Kept without a fixed period, or by the platform rather than by our daily job. */
const otherRows: readonly (readonly string[])[] = [
  [
    'Your account and profile',
    'Until you erase it',
    '—',
    'You need it to sign in, enroll and act for the athletes you guard. Erasing it is one step in your profile.',
  ],
  [
    'An athlete’s record and its consent',
    'While a guardian holds it',
    '—',
    'Erased when the last guardian withdraws consent or erases their account; with another guardian it stays with them.',
  ],
  [
    'Abuse-limit counters',
    '1 to 2 days',
    'the end of the counting window',
    'A scrambled (hashed) code and a time, used to stop floods of sign-ups or messages; Firestore deletes them itself.',
  ],
  [
    'Server logs',
    '30 days',
    'the request',
    'Google Cloud Logging’s standard period; used only to keep the service running and secure.',
  ],
];

export const retentionTable: LegalTable = {
  caption: 'How long each kind of record is kept',
  columns: ['Record', 'Kept for', 'Counted from', 'Why'],
  rows: [
    ...retentionRuleIds.map((id) => [
      words[id].what,
      periodText(RETENTION[id].period),
      words[id].from,
      words[id].reason,
    ]),
    ...otherRows,
  ],
};
