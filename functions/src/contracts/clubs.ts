import { z } from 'zod';

// The association's training centres (the branches on the About page), one list for About,
// athletes, entries and results. The id is stable and stored; names are for people and live in
// the club-names module of each language.

export const clubIds = [
  'mumbai',
  'pune',
  'nagpur',
  'nashik',
  'thane',
  'chhatrapati-sambhajinagar',
  'kolhapur',
] as const;

export const clubIdSchema = z.enum(clubIds, { error: 'Please choose a club' });
export type ClubId = z.infer<typeof clubIdSchema>;
