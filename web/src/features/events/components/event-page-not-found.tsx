import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import type { EventPageCopy } from '@/features/events/types';

/** 'Event not found', under the page's h1 'Event Not Found', with a way back. */
export function EventPageNotFound({ copy }: { copy: EventPageCopy['notFound'] }) {
  return (
    <div className="event-page__not-found">
      <p>{copy.text}</p>
      <Link to={pagePath('events')} className="button button--primary">
        {copy.back}
      </Link>
    </div>
  );
}
