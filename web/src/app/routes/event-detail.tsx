import { useParams } from 'react-router-dom';
import { ChampionshipPanel } from '@/features/championships/components/championship-panel';
import { EventPage } from '@/features/events/components/event-page';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <EventPage eventId={eventId}>
      <ChampionshipPanel key={eventId} eventId={eventId} />
    </EventPage>
  );
}
