import { clubNames } from '@contracts/club-names';
import { clubIds, type ClubId } from '@contracts/clubs';

const isClubId = (id: string): id is ClubId => (clubIds as readonly string[]).includes(id);

/**
 * A club's name in the page's language. A bracket is a record of its day and keeps club ids as
 * text: an id this build does not know (a club closed since) shows as it is.
 */
export const clubLabel = (clubId: string) => (isClubId(clubId) ? clubNames[clubId] : clubId);
