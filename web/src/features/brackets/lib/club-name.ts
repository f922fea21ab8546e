import { clubNames } from '@contracts/club-names';
import { clubIds, type ClubId } from '@contracts/clubs';

const isClubId = (id: string): id is ClubId => (clubIds as readonly string[]).includes(id);

/** A club's name in the page's language; an id this build does not know shows as it is. */
export const clubName = (clubId: string) => (isClubId(clubId) ? clubNames[clubId] : clubId);
