import { useId } from 'react';
import { Link } from 'react-router-dom';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';

/** The page's closing call: Contact For Details → /contact. */
export function EventsContact({
  copy = eventsPageCopy.contact,
}: {
  copy?: EventsPageCopy['contact'];
}) {
  const headingId = useId();
  return (
    <section className="events-contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.text}</p>
      <Link to={copy.link.to} className="button button--secondary">
        {copy.link.label}
      </Link>
    </section>
  );
}
