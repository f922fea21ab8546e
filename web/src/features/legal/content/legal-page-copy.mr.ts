import type { LegalPageCopy } from '@/features/legal/types';

/** The words of the legal pages' layout, in Marathi. */
export const legalPageCopy: LegalPageCopy = {
  lastUpdated: 'शेवटचा बदल',
  datePlaceholder: 'आज',
  tableOfContents: 'या पानावर',
  officeHoursHeading: 'कार्यालयाच्या वेळा',
  officeHoursIntro:
    'असोसिएशनच्या कार्यालयाशी या वेळांत (भारतीय प्रमाणवेळ) फोनवर किंवा प्रत्यक्ष भेटून संपर्क साधता येईल. ईमेल कामकाजाच्या दिवशी वाचले जातात.',
  backToHome: 'मुख्य पानावर परत जा',
};
