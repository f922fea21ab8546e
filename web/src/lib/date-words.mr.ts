import type { DateWords } from '@/lib/date-words';

/**
 * Marathi month names as Intl's mr-IN writes them (date-words-marathi.test.ts compares them), kept
 * by hand so the first render loads no ICU data. Digits stay Latin, as on receipts and WhatsApp.
 */
export const dateWords: DateWords = {
  months: [
    'जानेवारी',
    'फेब्रुवारी',
    'मार्च',
    'एप्रिल',
    'मे',
    'जून',
    'जुलै',
    'ऑगस्ट',
    'सप्टेंबर',
    'ऑक्टोबर',
    'नोव्हेंबर',
    'डिसेंबर',
  ],
  shortMonths: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
  // "15 मार्च 2026": Marathi writes the day first in every style.
  monthFirst: false,
  // The parts of the day as people say them, with CLDR's mr boundaries (पहाट from 4, सकाळ from 6,
  // दुपार from 12, संध्याकाळ from 17, रात्र from 21).
  dayPeriod: (hours) => {
    if (hours < 4) return 'रात्री';
    if (hours < 6) return 'पहाटे';
    if (hours < 12) return 'सकाळी';
    if (hours < 17) return 'दुपारी';
    if (hours < 21) return 'सायं.';
    return 'रात्री';
  },
  periodFirst: true,
  timeRangeJoin: ' ते ',
};
