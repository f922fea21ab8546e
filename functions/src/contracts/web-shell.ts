import { z } from 'zod';
import type { BracketsSeed } from './brackets-seed';
import type { Event } from './event';
import type { GallerySeed } from './gallery-seed';
import type { fillShellHead, HeadAlternate } from './head-tags';
import type { SiteLanguage } from './languages';
import { jsonDataBlock } from './markup';

// The hand-off from the web build to the page functions. The build (scripts/build/
// web-shell-files.mjs) copies into functions/web-shell/ — English at the top, each translated
// edition in its own folder — the files named below; the page functions (functions/src/pages/)
// read them on disk at request time, in the emulator and in production alike. Both sides use the
// types and writers of this file, so a change to the hand-off shows on both at compile time.

/** The files of one edition's folder in functions/web-shell/. */
export const WEB_SHELL_FILES = {
  /** The empty SPA shell (web/dist/app.html): hashed scripts and styles of the same build. */
  shell: 'app.html',
  /** The site facts below, as JSON. */
  facts: 'site.json',
  /** A translated edition's prerendered not-found page (English's is Hosting's own 404.html). */
  notFound: '404.html',
  /** The web app's server entry (web/src/entry-server.tsx) built as an ES module, with its chunks. */
  serverEntry: 'ssr/entry-server.js',
} as const;

/**
 * The template of a page a function renders per request: `<path>.html` (events.html), the page's
 * <head> filled and its root left empty for the rendered page.
 */
export const templateFile = (path: string): string => `${path.slice(1)}.html`;

/**
 * The file in functions/web-shell/ of the template of the page at registry path `path`: flat, a
 * parameter's colon dropped, so `/events/:eventId` is events-eventId.html and /events events.html.
 */
export const functionTemplateFile = (path: string): string =>
  `${path.slice(1).replace(/\/:?/g, '-')}.html`;

/** The shell's root element, empty until a page is rendered into it. */
export const EMPTY_ROOT = '<div id="root"></div>';

const alternateSchema = z.object({ hreflang: z.string().min(2), href: z.url() });

/** Where an edition's pages live: '' for English at the root, '/mr' for Marathi. */
const pathPrefixSchema = z.string().regex(/^(\/[a-z]{2})?$/);

const sitemapUrlSchema = z.object({
  loc: z.url(),
  lastmod: z.string().optional(),
  /** The page in every language of the site, `x-default` included. */
  alternates: z.array(alternateSchema).optional(),
});

/**
 * What the web build tells the page functions about the site: its public address, the page
 * registry's public routes for the sitemap, and the words and images of the event page's head.
 * Written by the build from the web app's own config, so the functions never restate it.
 */
export const siteFactsSchema = z.object({
  /** The canonical origin (web/src/config/site-origin.ts), e.g. https://www.example.org. */
  origin: z.url(),
  siteName: z.string().min(1),
  /** Open Graph locale, e.g. en_IN. */
  locale: z.string().min(1),
  /** The document title with `%s` where a page's own title goes. */
  titleTemplate: z.string().includes('%s'),
  /** Where this edition's pages live. */
  pathPrefix: pathPrefixSchema,
  /**
   * Every edition of the site, the default (`x-default`) first, so an event page and the sitemap
   * can name the same page in each language (contracts/languages.ts).
   */
  editions: z
    .array(
      z.object({
        hreflang: z.string().min(2),
        ogLocale: z.string().min(2),
        pathPrefix: pathPrefixSchema,
      }),
    )
    .min(1),
  /** The edition's month names, January first, for the dates of a link preview. */
  months: z.array(z.string().min(1)).length(12),
  /** The public routes the sitemap lists, in every language, as absolute URLs. */
  pages: z.array(sitemapUrlSchema),
  eventPage: z.object({
    /** A share image the build drew for the event page, e.g. /og/event-detail.png. */
    shareImage: z.string().startsWith('/'),
    shareImageSize: z.object({ width: z.number().int(), height: z.number().int() }),
    /** The full document title of the page for an unknown event ('Event Not Found · …'). */
    notFoundTitle: z.string().min(1),
    notFoundDescription: z.string().min(1),
  }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;
export type Alternate = z.infer<typeof alternateSchema>;

/** The facts a server entry knows itself; the build adds the origin and the sitemap's pages. */
export type EditionFacts = Omit<SiteFacts, 'origin' | 'pages'>;

/** The events list a page is rendered with, and carries for the app to hydrate with. */
export interface EventsSeed {
  /** When the server read the list (ISO 8601): upcoming and past are judged at this moment. */
  readAt: string;
  /** Already checked as the API's list is (web/src/features/events/lib/event-list.ts). */
  events: Event[];
}

/** The id of the events list's data block, after the page's root. */
export const EVENTS_SEED_ID = 'events-seed';

/** The seed as the data block the app hydrates with: JSON, never executed. */
export function eventsSeedHtml(seed: EventsSeed): string {
  return jsonDataBlock('application/json', { ...seed }, `id="${EVENTS_SEED_ID}"`);
}

/** The event an event's page (/events/{id}) is rendered with, as GET /api/events/{id} has it. */
export interface EventSeed {
  event: Event;
}

/** The id of an event page's data block, after the page's root. */
export const EVENT_SEED_ID = 'event-seed';

/** The event as the data block its page hydrates with: JSON, never executed. */
export function eventSeedHtml(seed: EventSeed): string {
  return jsonDataBlock('application/json', { ...seed }, `id="${EVENT_SEED_ID}"`);
}

/**
 * What a page is rendered with besides its address: the events page's list, an event's page its
 * event, the gallery's public items or a championship's brackets (their schemas, ids and writers:
 * contracts/gallery-seed.ts, contracts/brackets-seed.ts), on request.
 */
export interface RenderData {
  eventsSeed?: EventsSeed;
  eventSeed?: EventSeed;
  gallerySeed?: GallerySeed;
  bracketsSeed?: BracketsSeed;
}

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  /** Robots, canonical, Open Graph, Twitter card and JSON-LD for the <head>, as HTML. */
  headTags: string;
  status: number;
}

/** What the server entry offers the page functions at request time. */
export interface WebRenderer {
  /** The API's list, checked as the page checks it, read at `readAt`. */
  eventsSeed(items: readonly unknown[], readAt: Date): EventsSeed;
  eventsSeedHtml(seed: EventsSeed): string;
  /**
   * Renders the page at `pathname`, a router path (`/programs`), in the build's language: its
   * markup and, for a page whose template leaves the <head> to its function, its head.
   */
  renderPage(
    pathname: string,
    data?: RenderData,
  ): Promise<Pick<RenderedPage, 'html' | 'title' | 'description' | 'headTags'>>;
}

/** A page of the registry as the build scripts see it (web/dist/.vite/pages.json). */
export interface BuildPage {
  key: string;
  path: string;
  title: string;
  description: string;
  access: 'public' | 'member' | 'admin';
  layout: string;
  prerender: boolean;
  indexable: boolean;
  /** The page's share image, e.g. /og/programs.png. */
  shareImage: string;
  /** The route file's key in Vite's build manifest. */
  file: string;
}

/** What the server entry offers the build besides (scripts/build/prerender-edition.mjs). */
export interface ServerEntry extends WebRenderer {
  renderPage(pathname: string, data?: RenderData): Promise<RenderedPage>;
  locale: SiteLanguage;
  /** `<html lang>` of the edition's pages. */
  documentLang: string;
  siteOrigin: string;
  buildPages: readonly BuildPage[];
  /** Why a rendered page lacks its content, if it does. */
  prerenderProblems(html: string): string[];
  linkPreviewFacts: EditionFacts;
  pageAlternates(path: string, origin: string): HeadAlternate[];
  localizedPath(path: string, locale: SiteLanguage): string;
  /** The one head writer (contracts/head-tags.ts), for the build's plain JavaScript. */
  fillShellHead: typeof fillShellHead;
  EMPTY_ROOT: typeof EMPTY_ROOT;
  templateFile: typeof templateFile;
  functionTemplateFile: typeof functionTemplateFile;
}
