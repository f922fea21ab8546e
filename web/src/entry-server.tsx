// Build-time only (scripts/build/prerender-edition.mjs) and the page functions' renderer: renders
// public pages to HTML so they paint before any JavaScript runs, and tells the build scripts which
// pages exist. Never part of the browser bundle. What it exports is the hand-off's ServerEntry
// (contracts/web-shell.ts; entry-server.test.tsx holds it to that type).
import { renderToString } from 'react-dom/server';
import { HEAD_TAG_SEPARATOR, headTagsHtml } from '@contracts/head-tags';
import { jsonDataBlock } from '@contracts/markup';
import type { EditionFacts, EventsSeed, RenderData, RenderedPage } from '@contracts/web-shell';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { matchedPage } from '@/app/route-handle';
import { resolveLazyRoutes } from '@/app/router';
import { routeFile, routes } from '@/app/routes';
import { locale } from '@/config/locale';
import { pageHead, SHARE_IMAGE_SIZE, shareImagePath } from '@/config/page-head';
import { isIndexable, pageKeys, pageRegistry, type PageKey } from '@/config/page-registry';
import { formatDocumentTitle, site } from '@/config/site';
import { siteOrigin } from '@/config/site-origin';
import { organizationJsonLd } from '@/app/organization-json-ld';
import { eventPageCopy } from '@/features/events/content/event-page-copy';
import { dateWords } from '@/lib/date-words';
import { appHref, routerBasename } from '@/lib/i18n/app-base';
import {
  defaultLocale,
  hreflang,
  htmlLang,
  localePrefix,
  localizedPath,
  locales,
  ogLocale,
} from '@/lib/i18n/locales';
import type { JsonLd } from '@/lib/json-ld';
import { readEventList } from '@/features/events/lib/event-list';
import { EventSeedContext } from '@/features/events/lib/event-seed';
import { EventsSeedContext } from '@/features/events/lib/events-seed';
import { GallerySeedContext } from '@/features/gallery/lib/gallery-seed';
import { BracketsSeedContext } from '@/features/brackets/lib/brackets-seed';

export {
  EMPTY_ROOT,
  eventsSeedHtml,
  functionTemplateFile,
  templateFile,
} from '@contracts/web-shell';
/** The one head writer, for the build's prerendering (plain JavaScript, no TypeScript). */
export { fillShellHead } from '@contracts/head-tags';

export { prerenderProblems } from '@/app/prerender-check';
export { siteOrigin };

/** This build's language (config/locale.ts) and its `<html lang>`, for prerender.mjs. */
export { locale };
export const documentLang = htmlLang[locale];
export { localizedPath };

/** A page in every language, for the sitemap's alternates (as config/page-head.ts links them). */
export function pageAlternates(path: string, origin: string) {
  const url = (language: (typeof locales)[number]) =>
    new URL(localizedPath(path, language), origin).href;
  return [
    ...locales.map((language) => ({ hreflang: hreflang[language], href: url(language) })),
    { hreflang: 'x-default', href: url(defaultLocale) },
  ];
}

/** schema.org data written into a page's <head> at build time; the browser never needs it. */
const structuredData: Partial<Record<PageKey, (origin: string) => JsonLd>> = {
  home: organizationJsonLd,
};

/**
 * Every page of the registry as the build scripts need it: prerender.mjs renders the ones marked
 * `prerender` and writes this list to web/dist/.vite/pages.json for the bundle and Lighthouse
 * checks, which run without TypeScript.
 */
export const buildPages = pageKeys.map((key) => {
  const page = pageRegistry[key];
  return {
    key,
    path: page.path,
    title: formatDocumentTitle(page.title),
    description: page.description,
    access: page.access,
    layout: page.layout,
    prerender: page.prerender,
    indexable: isIndexable(page),
    shareImage: shareImagePath(page),
    /** The route file's key in Vite's build manifest. */
    file: routeFile(page.module),
  };
});

/**
 * What the link-preview and sitemap functions need from the web app (functions/src/pages/
 * site-facts.ts): prerender.mjs writes it with the shell into functions/web-shell/site.json.
 */
export const linkPreviewFacts: EditionFacts = {
  siteName: site.name,
  locale: site.locale,
  titleTemplate: formatDocumentTitle('%s'),
  // Where this edition's pages live ('' or '/mr') and its month names, for the event pages' head.
  pathPrefix: localePrefix[locale],
  // Every edition, the default (x-default) first: event pages and the sitemap name their twins.
  editions: [defaultLocale, ...locales.filter((language) => language !== defaultLocale)].map(
    (language) => ({
      hreflang: hreflang[language],
      ogLocale: ogLocale[language],
      pathPrefix: localePrefix[language],
    }),
  ),
  months: [...dateWords.months],
  eventPage: {
    shareImage: shareImagePath(pageRegistry.eventDetail),
    shareImageSize: SHARE_IMAGE_SIZE,
    notFoundTitle: formatDocumentTitle(eventPageCopy.notFound.heading),
    notFoundDescription: eventPageCopy.notFound.text,
  },
};

/**
 * The events list functions/src/events-page.ts renders the page with: the API's list as it
 * answers GET /api/events, checked as the page checks it, read at `readAt`.
 */
export function eventsSeed(items: readonly unknown[], readAt: Date): EventsSeed {
  return { readAt: readAt.toISOString(), events: readEventList(items) };
}

/**
 * Renders the page at `location`, a router path (`/programs`) with its query if it has one (a
 * bracket's `?division=`, which the page shows), in this build's language.
 */
export async function renderPage(location: string, data: RenderData = {}): Promise<RenderedPage> {
  const address = appHref(location);
  const pathname = location.split('?')[0] ?? location;
  await resolveLazyRoutes(appHref(pathname));
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(`http://prerender.local${address}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: hydration data would be an inline <script>, which the CSP forbids; the app
  // has no loaders, so the client needs none.
  const html = renderToString(
    <EventsSeedContext.Provider value={data.eventsSeed ?? null}>
      <EventSeedContext.Provider value={data.eventSeed ?? null}>
        <GallerySeedContext.Provider value={data.gallerySeed ?? null}>
          <BracketsSeedContext.Provider value={data.bracketsSeed ?? null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </BracketsSeedContext.Provider>
        </GallerySeedContext.Provider>
      </EventSeedContext.Provider>
    </EventsSeedContext.Provider>,
  );
  const handles = context.matches.map((match) => match.route.handle);
  const page = matchedPage(handles);
  const key = pageKeys.find((candidate) => pageRegistry[candidate] === page);
  const head = page ? pageHead(page, { pathname }) : null;
  const jsonLd = key ? structuredData[key]?.(siteOrigin) : undefined;
  const headTags = [
    head ? headTagsHtml(head) : '',
    // A data block, never executed: the CSP's script-src does not apply to it. Not marked as a
    // managed tag: the client, which lacks the data, leaves it where crawlers that run the page
    // still find it.
    jsonLd ? jsonDataBlock('application/ld+json', jsonLd) : '',
  ].filter(Boolean);
  return {
    html,
    title: head?.title ?? formatDocumentTitle(),
    description: head?.description ?? '',
    headTags: headTags.join(HEAD_TAG_SEPARATOR),
    status: context.statusCode,
  };
}
