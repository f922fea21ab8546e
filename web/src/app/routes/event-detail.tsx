import { useParams } from 'react-router-dom';
import { EventPage } from '@/features/events/components/event-page';

export function Component() {
  const { eventId = '' } = useParams();
  return <EventPage eventId={eventId} />;
}
