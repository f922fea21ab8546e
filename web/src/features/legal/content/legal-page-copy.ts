import type { LegalPageCopy } from '@/features/legal/types';

/** The words of the legal pages' layout. */
export const legalPageCopy: LegalPageCopy = {
  lastUpdated: 'Last Updated',
  datePlaceholder: 'today',
  tableOfContents: 'On this page',
  officeHoursHeading: 'Office hours',
  officeHoursIntro:
    'You can reach the association office by phone or in person at these times (India Standard Time). Email is read on working days.',
  backToHome: 'Back to Home',
};
