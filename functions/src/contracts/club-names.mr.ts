import type { ClubId } from './clubs';

/** A club's name as lists and certificates show it (the city of the training centre). */
export const clubNames: Readonly<Record<ClubId, string>> = {
  mumbai: 'मुंबई',
  pune: 'पुणे',
  nagpur: 'नागपूर',
  nashik: 'नाशिक',
  thane: 'ठाणे',
  'chhatrapati-sambhajinagar': 'छत्रपती संभाजीनगर',
  kolhapur: 'कोल्हापूर',
};
