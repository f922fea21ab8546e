import { isReadMethod, methodNotAllowed, unavailable, type PageAnswer } from './page-answer';
import { sitemapXml } from './sitemap-xml';
import { alternatesOf, type SiteFacts, type SitemapUrl } from './site-facts';
import type { WebShell } from './web-shell';

/**
 * Crawlers read a sitemap now and then: an hour at the CDN keeps it to a call or two an hour, and
 * a new event is listed within that hour, without a rebuild.
 */
export const SITEMAP_CACHE = 'public, max-age=600, s-maxage=3600';

/** An event as the sitemap lists it. */
export interface SitemapEvent {
  id: string;
  /** When the event was last written, if the document says. */
  updatedAt?: Date;
}

export interface SitemapDeps {
  listEvents: () => Promise<SitemapEvent[]>;
  loadShell: () => Promise<WebShell>;
  report: (message: string, error: unknown) => void;
}

/** A W3C datetime to the second, as the sitemap protocol asks. */
const lastmodOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Each event's page in every edition, each naming its twins, as the build lists the pages. */
export function eventUrls(facts: SiteFacts, events: readonly SitemapEvent[]): SitemapUrl[] {
  return events.flatMap(({ id, updatedAt }) => {
    const alternates = alternatesOf(facts, `/events/${encodeURIComponent(id)}`);
    return alternates
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => ({
        loc: href,
        ...(updatedAt ? { lastmod: lastmodOf(updatedAt) } : {}),
        alternates,
      }));
  });
}

/** GET /sitemap.xml: the registry's public routes (from the build) and every event. */
export async function sitemapAnswer(method: string, deps: SitemapDeps): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  try {
    const [{ facts }, events] = await Promise.all([deps.loadShell(), deps.listEvents()]);
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
      body: sitemapXml(facts.pages, eventUrls(facts, events)),
    };
  } catch (error) {
    // A sitemap without the events would tell crawlers they are gone: better none for a minute.
    deps.report('Building the sitemap failed', error);
    return unavailable();
  }
}
