import { eventJsonLd as sharedEventJsonLd } from '@contracts/event-json-ld';
import type { Event } from '@contracts/event';
import { site } from '@/config/site';
import type { JsonLd } from '@/lib/json-ld';

/**
 * The JSON-LD object for one event; `origin` makes the page and image addresses absolute. The
 * builder is shared with the link-preview function, which writes the same data into the raw HTML.
 */
export function eventJsonLd(event: Event, origin: string): JsonLd {
  return sharedEventJsonLd(event, origin, site.name);
}
