import { clubNames } from '@contracts/club-names';
import { clubIdSchema } from '@contracts/clubs';

/** A club's name in the page's language; a club no longer in the list keeps the server's name. */
export function clubLabel(clubId: string, serverName: string): string {
  const known = clubIdSchema.safeParse(clubId);
  return known.success ? clubNames[known.data] : serverName;
}
