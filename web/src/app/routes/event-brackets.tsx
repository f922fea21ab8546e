import { useParams } from 'react-router-dom';
import { BracketsPage } from '@/features/brackets/components/brackets-page';

export function Component() {
  const { eventId = '' } = useParams();
  return <BracketsPage key={eventId} eventId={eventId} />;
}
