import type { ApiGalleryItem } from '../contracts/gallery';
import { gallerySeed, gallerySeedHtml } from '../contracts/gallery-seed';
import { CACHE_HEADERS } from '../http/cache-headers';
import { dataPageAnswer, type RenderedPageBuild } from './data-page-answer';
import type { TranslatedEdition } from './editions';
import type { PageAnswer } from './page-answer';

/**
 * As fresh as the list's own answer (GET /api/gallery): a minute in browsers, five in the Hosting
 * CDN, so a picture the office publishes shows to every visitor within about six minutes. Each
 * Hosting release clears the CDN.
 */
export const GALLERY_PAGE_CACHE = CACHE_HEADERS.public;

/** An edition's gallery template (its <head> filled, its root empty) and server entry. */
export type GalleryPageBuild = RenderedPageBuild;

export interface GalleryPageDeps {
  /** The public items of GET /api/gallery; throws when Firestore cannot be read. */
  listItems: () => Promise<readonly ApiGalleryItem[]>;
  loadBuild: (edition: TranslatedEdition | null) => Promise<GalleryPageBuild>;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/**
 * GET /gallery and /mr/gallery: the page rendered with the public pictures in it, each with its
 * size, so a phone paints the first row with the page, and their data block.
 */
export function galleryPageAnswer(
  method: string,
  path: string,
  deps: GalleryPageDeps,
): Promise<PageAnswer> {
  return dataPageAnswer(method, path, {
    name: 'gallery',
    loadBuild: deps.loadBuild,
    readData: async () => gallerySeed(await deps.listItems()),
    async render({ renderer }, seed) {
      const page = await renderer.renderPage('/gallery', seed ? { gallerySeed: seed } : {});
      return { root: page.html, dataBlock: seed ? gallerySeedHtml(seed) : '' };
    },
    cache: GALLERY_PAGE_CACHE,
    report: deps.report,
  });
}
