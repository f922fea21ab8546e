import type { SiteFacts } from '@/config/site';

export const site: SiteFacts = {
  name: 'महाराष्ट्र तायक्वांदो असोसिएशन',
  /** The Latin initials stay: they are the association's mark on belts and certificates. */
  shortName: 'MTA',
  nameLines: ['महाराष्ट्र तायक्वांदो', 'असोसिएशन'],
  tagline: '1985 पासून महाराष्ट्रभर तायक्वांदो प्रशिक्षण, स्पर्धा आणि बेल्ट परीक्षा.',
  foundingYear: 1985,
  locale: 'mr_IN',
  themeColor: '#141b34',
};

/** Document titles read "पान · असोसिएशन", like the English ones. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${site.name}` : site.name;
}

export function copyrightLine(year: number): string {
  return `© ${year} ${site.name}. सर्व हक्क राखीव.`;
}
