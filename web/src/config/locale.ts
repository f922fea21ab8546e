import type { Locale } from '@/lib/i18n/locales';

/**
 * Which edition this build is. The Marathi build swaps this module for locale.mr.ts (like every
 * module with a `.mr.ts` twin: web/build/locale-modules.ts), so code that must know the language
 * reads it here, and the English bundle holds no Marathi.
 */
export const locale: Locale = 'en';
