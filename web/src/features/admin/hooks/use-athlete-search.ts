import { searchAthletes, type AdminAthlete } from '@/features/admin/api/admin-athletes-api';
import { useFetchedList } from '@/hooks/use-fetched-list';

/** The athletes matching `q`; the screen remounts the list (keyed by `q`) for a new search. */
export function useAthleteSearch(q: string) {
  return useFetchedList<AdminAthlete>((signal) => searchAthletes(q, signal));
}
