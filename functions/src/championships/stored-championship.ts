import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { disciplineSchema } from '../contracts/championship-rules';
import type { Championship } from '../contracts/championship';
import { todayInKolkata } from '../contracts/calendar-days';

/**
 * `championships/{eventId}`: a tournament opened for entries, beside its event (the event's own
 * document stays as the office's event form writes it). Written whole, always.
 */
export const storedChampionshipSchema = z.object({
  disciplines: z.array(disciplineSchema).min(1),
  entryDeadline: z.string(),
  competitionYear: z.number().int(),
  rulesVersion: z.string(),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
});
export type StoredChampionship = z.infer<typeof storedChampionshipSchema>;

/** Open through the whole deadline day in Maharashtra, closed from the next. */
export function entriesOpen(championship: StoredChampionship, now = new Date()): boolean {
  return todayInKolkata(now) <= championship.entryDeadline;
}

export function toApiChampionship(eventId: string, stored: StoredChampionship): Championship {
  return {
    eventId,
    disciplines: stored.disciplines,
    entryDeadline: stored.entryDeadline,
    competitionYear: stored.competitionYear,
    entriesOpen: entriesOpen(stored),
    rulesVersion: stored.rulesVersion,
    updatedAt: stored.updatedAt.toDate().toISOString(),
  };
}
