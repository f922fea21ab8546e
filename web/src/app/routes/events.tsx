import { PageIntro } from '@/components/ui/page-intro';
import { eventsIntro } from '@/features/events/content/events-intro';

export function Component() {
  return <PageIntro copy={eventsIntro} />;
}
