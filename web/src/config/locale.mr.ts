import type { Locale } from '@/lib/i18n/locales';

/** The Marathi build's edition (see locale.ts). */
export const locale: Locale = 'mr';
