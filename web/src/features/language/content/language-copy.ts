import type { LanguageCopy } from '@/features/language/types';

/** The switch and the offer of Marathi on the English pages. */
export const languageCopy: LanguageCopy = {
  switchLabel: 'Language',
  menuSwitchLabel: 'Language (menu)',
  offer: {
    label: 'Marathi edition',
    message: 'हे पान मराठीतही वाचता येईल.',
    messageHere: 'This page is also available in Marathi.',
    action: 'मराठीत वाचा',
    dismiss: 'No, thanks',
  },
};
