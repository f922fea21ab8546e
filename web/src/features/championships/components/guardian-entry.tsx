import type { Championship } from '@contracts/championship';
import { pagePath } from '@/config/page-registry';
import { fetchGuardedAthletes } from '@/features/championships/api/championship-api';
import { EntryScreen } from '@/features/championships/components/entry-screen';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { fromGuardedAthlete } from '@/features/championships/lib/entry-athlete';

async function loadGuarded(_championship: Championship, signal: AbortSignal) {
  return (await fetchGuardedAthletes(signal)).map(fromGuardedAthlete);
}

/** A guardian enters the athletes they look after (and themself, if they train). */
export function GuardianEntry({ eventId }: { eventId: string }) {
  return (
    <EntryScreen
      eventId={eventId}
      loadAthletes={loadGuarded}
      athletesHeading={copy.athletesHeading}
      empty={{ text: copy.noAthletes, link: { label: copy.addAthletes, to: pagePath('profile') } }}
      showProgress={false}
    />
  );
}
