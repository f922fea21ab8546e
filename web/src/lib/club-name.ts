import { clubNames } from '@contracts/club-names';
import { clubIds, type ClubId } from '@contracts/clubs';

const isClubId = (id: string): id is ClubId => (clubIds as readonly string[]).includes(id);

/**
 * A club's name in the page's language. Brackets and results are records of their day and keep
 * club ids as text: a club this build no longer lists (closed since) shows the name the server
 * kept, or its id when there is none.
 */
export function clubName(clubId: string, fallback: string = clubId): string {
  return isClubId(clubId) ? clubNames[clubId] : fallback;
}
