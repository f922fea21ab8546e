import { useParams } from 'react-router-dom';
import { ChampionshipPanel } from '@/features/championships/components/championship-panel';
import { EventPage } from '@/features/events/components/event-page';
import { ResultsPanel } from '@/features/results/components/results-panel';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <EventPage eventId={eventId}>
      <ChampionshipPanel key={eventId} eventId={eventId} />
      <ResultsPanel key={`results-${eventId}`} eventId={eventId} />
    </EventPage>
  );
}
