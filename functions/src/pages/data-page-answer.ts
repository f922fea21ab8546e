import { fillShellHead } from '../contracts/head-tags';
import { EMPTY_ROOT, type RenderedPage, type WebRenderer } from '../contracts/web-shell';
import { editionOfPath, type TranslatedEdition } from './editions';
import {
  htmlAnswer,
  isReadMethod,
  methodNotAllowed,
  NO_STORE,
  unavailable,
  type PageAnswer,
} from './page-answer';

/** An edition's template of a rendered page (its <head> filled, its root empty) and server entry. */
export interface RenderedPageBuild {
  template: string;
  renderer: WebRenderer;
}

/** `template` with its empty root holding `root`, followed by the data block the app hydrates with. */
export function fillRoot(template: string, root: string, dataBlock: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('the template has no empty root');
  const filled = `<div id="root">${root}</div>${dataBlock}`;
  // A function, so a `$&` in a title is not read as a replacement pattern.
  return template.replace(EMPTY_ROOT, () => filled);
}

/** A rendered page's <head>: its title, description and the tags after them. */
export type RenderedHead = Pick<RenderedPage, 'title' | 'description' | 'headTags'>;

export interface DataPage<Data> {
  /** The page's name in the reports: "events", "gallery". */
  name: string;
  loadBuild: (edition: TranslatedEdition | null) => Promise<RenderedPageBuild>;
  /** The page's data; throws when Firestore cannot be read. */
  readData: () => Promise<Data>;
  /**
   * The root's inner HTML and the data block the app hydrates from (none without data), and the
   * page's <head> as the render wrote it when the template leaves it to the function (a page whose
   * address holds a parameter: its canonical link is the address asked for).
   */
  render: (
    build: RenderedPageBuild,
    data: Data | null,
  ) => Promise<{ root: string; dataBlock: string; head?: RenderedHead }>;
  /** Cache headers of a page rendered with its data. */
  cache: string;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/**
 * A public page a function renders with its data (the events, the gallery, a championship's
 * brackets), so a phone paints
 * the list with the page rather than after the app, a script chunk and an API call. When the data
 * cannot be read the page is rendered without it, and when it cannot be rendered the template goes
 * out with its empty root: either way the app starts and loads the data itself. Neither of those
 * is cached, so the next visitor gets the full page.
 */
export async function dataPageAnswer<Data>(
  method: string,
  path: string,
  page: DataPage<Data>,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  let build: RenderedPageBuild;
  try {
    build = await page.loadBuild(editionOfPath(path));
    if (!build.template.includes(EMPTY_ROOT)) throw new Error('the template has no empty root');
  } catch (error) {
    page.report('The web build (functions/web-shell) could not be read', error);
    return unavailable();
  }
  let data: Data | null = null;
  try {
    data = await page.readData();
  } catch (error) {
    page.report(`Reading the ${page.name} for the page failed`, error);
  }
  try {
    const { root, dataBlock, head } = await page.render(build, data);
    const template = head ? fillShellHead(build.template, head, head.headTags) : build.template;
    const body = fillRoot(template, root, dataBlock);
    return htmlAnswer(200, body, data === null ? NO_STORE : page.cache);
  } catch (error) {
    page.report(`Rendering the ${page.name} page failed`, error);
    return htmlAnswer(200, build.template, NO_STORE);
  }
}
