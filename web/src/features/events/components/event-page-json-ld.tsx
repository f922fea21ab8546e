import type { Event } from '@contracts/event';
import { eventJsonLd } from '@/features/events/lib/event-json-ld';
import { serializeJsonLd } from '@/lib/json-ld';

/**
 * schema.org data for the event. A data block (type application/ld+json) is never executed, so
 * the CSP's script-src does not apply to it; serializeJsonLd escapes `<` so no text can end it.
 */
export function EventPageJsonLd({ event }: { event: Event }) {
  const json = serializeJsonLd(eventJsonLd(event, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
