import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { EditEventEditor } from '@/features/admin/components/admin-event-editor';
import { ChampionshipSettings } from '@/features/championships/components/championship-settings';
import { editEventIntro, eventsAdminCopy } from '@/features/admin/content/events-admin-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={editEventIntro}>
      <p>
        <Link to={pagePath('adminEvents')}>{eventsAdminCopy.backToEvents}</Link>
      </p>
      <EditEventEditor key={eventId} eventId={eventId} />
      <ChampionshipSettings key={`${eventId}-championship`} eventId={eventId} />
    </PageIntro>
  );
}
