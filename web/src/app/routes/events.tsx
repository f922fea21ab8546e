import { PageIntro } from '@/components/ui/page-intro';
import { EventsPage } from '@/features/events/components/events-page';
import { eventsIntro } from '@/features/events/content/events-intro';

export function Component() {
  return (
    <>
      <PageIntro copy={eventsIntro} />
      <EventsPage />
    </>
  );
}
