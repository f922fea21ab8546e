import { useCallback, useState } from 'react';
import type { MyEntry } from '@contracts/championship';
import {
  createEntry,
  fetchMyEntries,
  withdrawEntry,
} from '@/features/championships/api/championship-api';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { divisionLabel } from '@/features/championships/lib/division-label';
import type { EntryAthlete } from '@/features/championships/lib/entry-athlete';
import { parseWeight, type RowInput, type RowSend } from '@/features/championships/lib/entry-row';
import { isApiError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

export interface RowState {
  input: RowInput;
  send: RowSend;
}

const EMPTY_ROW: RowState = { input: { discipline: '', weightText: '' }, send: { state: 'idle' } };

function startRows(entries: readonly MyEntry[]): Record<string, RowState> {
  const rows: Record<string, RowState> = {};
  for (const entry of entries) {
    if (entry.status === 'withdrawn' || rows[entry.athleteId]) continue;
    const weightText = entry.declaredWeightKg === null ? '' : String(entry.declaredWeightKg);
    rows[entry.athleteId] = {
      input: { discipline: entry.discipline, weightText },
      send: { state: 'idle' },
    };
  }
  return rows;
}

function failureText(error: unknown): string {
  if (isApiError(error) && error.isNoResponse) return copy.noAnswer;
  return isApiError(error) && error.kind === 'http' ? error.message : copy.failed;
}

/**
 * The rows of an entry screen and the caller's entries, changed in place as each row is sent or
 * an entry withdrawn: no reload, and the other rows keep what was typed in them.
 */
export function useEntryRows(eventId: string, initialEntries: readonly MyEntry[]) {
  // An athlete already entered starts on that entry's discipline, so the row says so at once.
  const [rows, setRows] = useState<Readonly<Record<string, RowState>>>(() =>
    startRows(initialEntries),
  );
  const [entries, setEntries] = useState<readonly MyEntry[]>(initialEntries);

  const rowOf = useCallback((athleteId: string) => rows[athleteId] ?? EMPTY_ROW, [rows]);

  const patchRow = (athleteId: string, patch: (row: RowState) => RowState) =>
    setRows((now) => ({ ...now, [athleteId]: patch(now[athleteId] ?? EMPTY_ROW) }));

  /** A changed choice starts the row afresh: a new discipline is a new entry. */
  const setInput = (athleteId: string, input: Partial<RowInput>) =>
    patchRow(athleteId, (row) => ({ input: { ...row.input, ...input }, send: { state: 'idle' } }));

  const refreshEntries = () =>
    fetchMyEntries(eventId).then(setEntries, () => undefined /* the list updates next time */);

  async function submit(athlete: EntryAthlete) {
    const { input } = rowOf(athlete.id);
    if (input.discipline === '') return;
    const weight = input.discipline === 'kyorugi' ? parseWeight(input.weightText) : null;
    patchRow(athlete.id, (row) => ({ ...row, send: { state: 'sending' } }));
    try {
      const created = await createEntry(eventId, {
        athleteId: athlete.id,
        discipline: input.discipline,
        ...(weight !== null && { declaredWeightKg: weight }),
      });
      patchRow(athlete.id, (row) => ({
        ...row,
        send: {
          state: 'entered',
          entryId: created.id,
          divisionName: divisionLabel(created.divisionId, created.divisionName),
        },
      }));
      void refreshEntries();
    } catch (error) {
      patchRow(athlete.id, (row) => ({
        ...row,
        send: { state: 'failed', message: failureText(error) },
      }));
    }
  }

  async function withdraw(entry: MyEntry): Promise<boolean> {
    try {
      await withdrawEntry(eventId, entry.id);
      setEntries((now) =>
        now.map((item) =>
          item.id === entry.id ? { ...item, status: 'withdrawn', canWithdraw: false } : item,
        ),
      );
      // The row may enter the athlete again (before the deadline).
      setRows((now) => {
        const row = now[entry.athleteId];
        return row ? { ...now, [entry.athleteId]: { ...row, send: { state: 'idle' } } } : now;
      });
      toast.success(copy.withdrawn(entry.athleteName));
      return true;
    } catch (error) {
      toast.error(failureText(error));
      return false;
    }
  }

  return { rowOf, setInput, submit, withdraw, entries };
}
