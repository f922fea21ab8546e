/**
 * Association-wide facts, kept out of JSX so pages and tests share one source. The navigation is
 * part of the page registry (config/page-registry.ts).
 */

export const site = {
  name: 'Maharashtra Taekwondo Association',
  /** The name as the header lays it out on two lines. */
  nameLines: ['Maharashtra Taekwondo', 'Association'],
  tagline: 'Taekwondo training, competition and grading across Maharashtra since 1985.',
} as const;

/** Office hours as the legal pages state them (spec §2 "Legal pages"). */
export const officeHours: readonly { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: '9:00 to 18:00' },
  { days: 'Saturday', hours: '10:00 to 14:00' },
  { days: 'Sunday', hours: 'Closed' },
];

/** Document titles read "Page · Association" so the site name stays visible in crowded tab bars. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${site.name}` : site.name;
}

export function copyrightLine(year: number): string {
  return `© ${year} ${site.name}. All rights reserved.`;
}
