import type { ApiGalleryItem } from '../contracts/gallery';
import { gallerySeed, gallerySeedHtml, type GallerySeed } from '../contracts/gallery-seed';
import { EMPTY_ROOT, type WebRenderer } from '../contracts/web-shell';
import { CACHE_HEADERS } from '../http/cache-headers';
import { editionOfPath, type TranslatedEdition } from './editions';
import {
  htmlAnswer,
  isReadMethod,
  methodNotAllowed,
  NO_STORE,
  unavailable,
  type PageAnswer,
} from './page-answer';

/**
 * As fresh as the list's own answer (GET /api/gallery): a minute in browsers, five in the Hosting
 * CDN, so a picture the office publishes shows to every visitor within about six minutes. Each
 * Hosting release clears the CDN.
 */
export const GALLERY_PAGE_CACHE = CACHE_HEADERS.public;

/** An edition's gallery template (its <head> filled, its root empty) and server entry. */
export interface GalleryPageBuild {
  template: string;
  renderer: WebRenderer;
}

export interface GalleryPageDeps {
  /** The public items of GET /api/gallery; throws when Firestore cannot be read. */
  listItems: () => Promise<readonly ApiGalleryItem[]>;
  loadBuild: (edition: TranslatedEdition | null) => Promise<GalleryPageBuild>;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/**
 * GET /gallery and /mr/gallery: the page rendered with the public pictures in it, each with its
 * size, so a phone paints the first row with the page rather than after the app, a script chunk
 * and an API call. When the items cannot be read the page is rendered without them, and when it
 * cannot be rendered the template goes out with its empty root: either way the app starts and
 * loads the items itself. Neither of those is cached, so the next visitor gets the full page.
 */
export async function galleryPageAnswer(
  method: string,
  path: string,
  deps: GalleryPageDeps,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  let build: GalleryPageBuild;
  try {
    build = await deps.loadBuild(editionOfPath(path));
    if (!build.template.includes(EMPTY_ROOT)) throw new Error('gallery.html has no empty root');
  } catch (error) {
    deps.report('The web build (functions/web-shell) could not be read', error);
    return unavailable();
  }
  let seed: GallerySeed | null = null;
  try {
    seed = gallerySeed(await deps.listItems());
  } catch (error) {
    deps.report('Reading the gallery for its page failed', error);
  }
  try {
    const page = await build.renderer.renderPage('/gallery', seed ? { gallerySeed: seed } : {});
    const filled = `<div id="root">${page.html}</div>${seed ? gallerySeedHtml(seed) : ''}`;
    // A function, so a `$&` in a title is not read as a replacement pattern.
    const body = build.template.replace(EMPTY_ROOT, () => filled);
    return htmlAnswer(200, body, seed ? GALLERY_PAGE_CACHE : NO_STORE);
  } catch (error) {
    deps.report('Rendering the gallery page failed', error);
    return htmlAnswer(200, build.template, NO_STORE);
  }
}
