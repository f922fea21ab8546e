import type { LanguageCopy } from '@/features/language/types';

/**
 * The switch on the Marathi pages. The Marathi edition offers no other language by itself (a
 * visitor there chose it), but the offer's words exist in case it ever does: English.
 */
export const languageCopy: LanguageCopy = {
  switchLabel: 'भाषा',
  menuSwitchLabel: 'भाषा (मेनू)',
  offer: {
    label: 'इंग्रजी आवृत्ती',
    message: 'This page is also available in English.',
    messageHere: 'हे पान इंग्रजीतही वाचता येईल.',
    action: 'Read in English',
    dismiss: 'नको, धन्यवाद',
  },
};
