import type { Championship } from '@contracts/championship';
import { clubNames } from '@contracts/club-names';
import { clubIdSchema } from '@contracts/clubs';
import { fetchCoachAthletes } from '@/features/championships/api/officials-api';
import { EntryScreen } from '@/features/championships/components/entry-screen';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { fromCoachAthlete } from '@/features/championships/lib/entry-athlete';

async function loadSquad(championship: Championship, signal: AbortSignal) {
  return (await fetchCoachAthletes(championship.competitionYear, signal)).map(fromCoachAthlete);
}

/**
 * A coach's squad in one screen: every athlete of the club as a row, entered one by one without
 * leaving the page (forty in ten minutes on a phone is the aim).
 */
export function CoachSquad({ eventId, clubId }: { eventId: string; clubId: string }) {
  const club = clubIdSchema.safeParse(clubId);
  const clubName = club.success ? clubNames[club.data] : clubId;
  return (
    <EntryScreen
      eventId={eventId}
      loadAthletes={loadSquad}
      athletesHeading={copy.squadHeading(clubName)}
      empty={{ text: copy.noClubAthletes }}
      showProgress
    />
  );
}
