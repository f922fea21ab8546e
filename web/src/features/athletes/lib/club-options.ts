import { clubNames } from '@contracts/club-names';
import { clubIds, type ClubId } from '@contracts/clubs';

/** The association's clubs as the drop-downs offer them, in the page's language. */
export const clubOptions: readonly { value: ClubId; label: string }[] = clubIds.map((id) => ({
  value: id,
  label: clubNames[id],
}));
