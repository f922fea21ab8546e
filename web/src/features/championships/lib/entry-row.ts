import { weightKgSchema, type Discipline, type MyEntry } from '@contracts/championship';
import { divisionRules } from '@contracts/championship-rules';
import type { Division } from '@contracts/division';
import {
  divisionFor,
  type DivisionAthlete,
  type DivisionOutcome,
} from '@contracts/division-eligibility';
import type { DivisionReason } from '@contracts/division-reasons';

// One athlete's row on an entry screen (a guardian's or a coach's squad): what it shows as the
// discipline and weight are chosen, and where its entry stands. Pure, so the row's every state is
// unit tested; the screen only renders it. The division comes from the same function the server
// decides with, so what the row shows is what the server will answer.

export interface RowInput {
  discipline: Discipline | '';
  /** As typed: "42.5" or "42,5" (a phone's decimal key may give either). */
  weightText: string;
}

export type RowPreview =
  | { kind: 'pick' }
  | { kind: 'need-weight' }
  | { kind: 'bad-weight' }
  | { kind: 'division'; division: Division; weightKg?: number }
  | { kind: 'not-eligible'; reason: DivisionReason };

/** The typed weight in kilograms, or null when it is not one the server would take. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const parsed = weightKgSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : null;
}

/** What the row shows for the choices made so far. */
export function previewRow(
  athlete: DivisionAthlete,
  input: RowInput,
  competitionYear: number,
): RowPreview {
  if (input.discipline === '') return { kind: 'pick' };
  let weightKg: number | undefined;
  if (input.discipline === 'kyorugi') {
    // Age first: a child too young for any category needs no weight to be told so.
    const byAge = divisionFor({
      athlete,
      discipline: 'kyorugi',
      rules: divisionRules,
      competitionYear,
      weightKg: 0,
    });
    if (!byAge.eligible) return { kind: 'not-eligible', reason: byAge.reason };
    if (input.weightText.trim() === '') return { kind: 'need-weight' };
    const parsed = parseWeight(input.weightText);
    if (parsed === null) return { kind: 'bad-weight' };
    weightKg = parsed;
  }
  const outcome: DivisionOutcome = divisionFor({
    athlete,
    discipline: input.discipline,
    rules: divisionRules,
    competitionYear,
    weightKg,
  });
  if (!outcome.eligible) return { kind: 'not-eligible', reason: outcome.reason };
  return weightKg === undefined
    ? { kind: 'division', division: outcome.division }
    : { kind: 'division', division: outcome.division, weightKg };
}

/** Where the row's entry stands: nothing sent yet, on its way, in, or refused with a reason. */
export type RowSend =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'entered'; entryId: string; divisionName: string }
  | { state: 'failed'; message: string };

/** The athlete's live entry in this discipline, if any (a withdrawn one does not count). */
export function existingEntry(
  entries: readonly MyEntry[],
  athleteId: string,
  discipline: Discipline | '',
): MyEntry | undefined {
  return entries.find(
    (entry) =>
      entry.athleteId === athleteId &&
      entry.discipline === discipline &&
      entry.status !== 'withdrawn',
  );
}

/** Whether the row's Enter button may be pressed. */
export function canSend(preview: RowPreview, send: RowSend, open: boolean): boolean {
  return (
    open && preview.kind === 'division' && send.state !== 'sending' && send.state !== 'entered'
  );
}
