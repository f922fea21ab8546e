import type { Athlete } from '@contracts/athlete';
import { fetchMyAthletes } from '@/features/athletes/api/athletes-api';
import { useFetchedList } from '@/hooks/use-fetched-list';

/** The member's athletes, fetched each time the list is shown. */
export function useMyAthletes() {
  return useFetchedList<Athlete>(fetchMyAthletes);
}
