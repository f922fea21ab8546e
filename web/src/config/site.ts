/**
 * Association-wide facts, kept out of JSX so pages and tests share one source. The navigation is
 * part of the page registry (config/page-registry.ts); the office address and hours are in
 * config/contact-details.ts.
 */

/** The association's facts and the words the frame writes with them; site.mr.ts is the Marathi. */
export interface SiteFacts {
  name: string;
  shortName: string;
  nameLines: readonly [string, string];
  tagline: string;
  foundingYear: number;
  locale: string;
  themeColor: string;
}

export const site: SiteFacts = {
  name: 'Maharashtra Taekwondo Association',
  /** Under the icon of the installed app, where the full name does not fit. */
  shortName: 'MTA',
  /** The name as the header lays it out on two lines. */
  nameLines: ['Maharashtra Taekwondo', 'Association'],
  tagline: 'Taekwondo training, competition and grading across Maharashtra since 1985.',
  foundingYear: 1985,
  /** Open Graph wants a language_TERRITORY locale; the site is written in Indian English. */
  locale: 'en_IN',
  /** The header's colour, given to browsers for their toolbar (index.html's theme-color). */
  themeColor: '#141b34',
};

/** Document titles read "Page · Association" so the site name stays visible in crowded tab bars. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${site.name}` : site.name;
}

export function copyrightLine(year: number): string {
  return `© ${year} ${site.name}. All rights reserved.`;
}
