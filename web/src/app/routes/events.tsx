import { PageIntro } from '@/components/ui/page-intro';
import { EventsPage } from '@/features/events/components/events-page';
import { eventsIntro } from '@/features/events/content/events-intro';
import { ChampionshipResultsList } from '@/features/results/components/championship-results-list';

export function Component() {
  return (
    <>
      <PageIntro copy={eventsIntro} />
      <EventsPage achievementsResults={(events) => <ChampionshipResultsList events={events} />} />
    </>
  );
}
