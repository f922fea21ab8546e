import type { ClubId } from './clubs';

/** A club's name as lists and certificates show it (the city of the training centre). */
export const clubNames: Readonly<Record<ClubId, string>> = {
  mumbai: 'Mumbai',
  pune: 'Pune',
  nagpur: 'Nagpur',
  nashik: 'Nashik',
  thane: 'Thane',
  'chhatrapati-sambhajinagar': 'Chhatrapati Sambhajinagar',
  kolhapur: 'Kolhapur',
};
