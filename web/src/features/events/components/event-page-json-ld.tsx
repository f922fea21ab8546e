import type { Event } from '@contracts/event';
import { siteOrigin } from '@/config/site-origin';
import { eventJsonLd } from '@/features/events/lib/event-json-ld';
import { serializeJsonLd } from '@/lib/json-ld';

/**
 * schema.org data for the event, its addresses on the site's canonical origin: the same on the
 * server that renders the page and in the browser that hydrates it, and the same as the page's
 * canonical link. A data block (type application/ld+json) is never executed, so
 * the CSP's script-src does not apply to it; serializeJsonLd escapes `<` so no text can end it.
 */
export function EventPageJsonLd({ event }: { event: Event }) {
  const json = serializeJsonLd(eventJsonLd(event, siteOrigin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
