import { eventJsonLd } from '../contracts/event-json-ld';
import { plainSummary } from '../contracts/event-summary';
import type { Event } from '../contracts/event';
import {
  ENGLISH_MONTHS,
  longDayRangeText,
  longDayText,
  type NamedDay,
} from '../contracts/long-date-text';
import type { HeadMeta, PageHead } from '../contracts/head-tags';
import { alternatesOf, documentTitle, type SiteFacts } from './site-facts';

// The <head> of /events/{id} as link previews and crawlers see it: the event's title,
// description, dates and venue (JSON-LD) and an image, in the tags the web app's head manager
// writes for every page (web/src/config/page-head.ts).

/** '2026-12-05' → the day with its month named; event days have no zone. */
function namedDay(isoDate: string, months: readonly string[]): NamedDay {
  const [year = 0, month = 1, day = 0] = isoDate.split('-').map(Number);
  return { day, month: months[month - 1] ?? '', year };
}

/** The event's days in the site's long style, as its page writes them ("5–6 December 2026"). */
function dateText({ startDate, endDate }: Event['date'], months: readonly string[]): string {
  if (!endDate || endDate <= startDate) return longDayText(namedDay(startDate, months));
  return longDayRangeText(namedDay(startDate, months), namedDay(endDate, months));
}

/** Previews show PNG, JPEG, WebP and GIF; not SVG, which most event images on this site are. */
const PREVIEWABLE_IMAGE = /\.(png|jpe?g|webp|gif)$/i;

/**
 * The description: the event's own, or a sentence of its title, dates and place, the months named
 * in the edition's language.
 */
export function eventDescription(event: Event, months: readonly string[] = ENGLISH_MONTHS): string {
  const { city, state } = event.location;
  return (
    plainSummary(event.description) ||
    `${event.title}: ${dateText(event.date, months)}, ${city}, ${state}.`
  );
}

export function eventHead(event: Event, facts: SiteFacts): PageHead {
  const { origin } = facts;
  const title = documentTitle(facts, event.title);
  const description = eventDescription(event, facts.months);
  const path = `/events/${encodeURIComponent(event.id)}`;
  const canonical = new URL(`${facts.pathPrefix}${path}`, origin).href;
  const own = event.image && PREVIEWABLE_IMAGE.test(event.image) ? event.image : null;
  const image = new URL(own ?? facts.eventPage.shareImage, origin).href;
  const named = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });
  const property = (key: string, content: string): HeadMeta => ({
    attribute: 'property',
    key,
    content,
  });
  const { width, height } = facts.eventPage.shareImageSize;
  return {
    title,
    description,
    canonical,
    alternates: alternatesOf(facts, path),
    meta: [
      property('og:type', 'website'),
      property('og:site_name', facts.siteName),
      property('og:locale', facts.locale),
      ...facts.editions
        .filter(({ ogLocale }) => ogLocale !== facts.locale)
        .map(({ ogLocale }) => property('og:locale:alternate', ogLocale)),
      property('og:title', title),
      property('og:description', description),
      property('og:url', canonical),
      property('og:image', image),
      // The size is known only for the share image the build drew.
      ...(own
        ? []
        : [
            property('og:image:type', 'image/png'),
            property('og:image:width', String(width)),
            property('og:image:height', String(height)),
          ]),
      named('twitter:card', 'summary_large_image'),
      named('twitter:title', title),
      named('twitter:description', description),
      named('twitter:image', image),
    ],
    jsonLd: eventJsonLd(event, origin, facts.siteName),
  };
}

/** The head of the page for an unknown event; the app then shows 'Event Not Found' itself. */
export function eventNotFoundHead(facts: SiteFacts): PageHead {
  const { notFoundTitle, notFoundDescription } = facts.eventPage;
  return {
    title: notFoundTitle,
    description: notFoundDescription,
    canonical: null,
    meta: [{ attribute: 'name', key: 'robots', content: 'noindex' }],
  };
}
