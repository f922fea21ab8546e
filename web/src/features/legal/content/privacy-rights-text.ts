import { privacyRights, readablePath, type PrivacyRightId } from '@contracts/privacy-rights';
import type { DefinitionRow } from '@/features/legal/types';

// "Your rights": one row per right of contracts/privacy-rights.ts, saying what it does and where
// it is exercised. A right without words here fails the typecheck.

export interface RightWords {
  term: string;
  description: string;
  /** The text of the link to the page where it is done. */
  where: string;
}

const words: Record<PrivacyRightId, RightWords> = {
  access: {
    term: 'See your data',
    description: 'Your profile shows what we hold about you and the athletes you guard.',
    where: 'Your profile',
  },
  correct: {
    term: 'Correct it',
    description: 'Change your name, phone number and date of birth yourself.',
    where: 'Edit your profile',
  },
  download: {
    term: 'Download it',
    description:
      'One file (JSON) with everything we hold about you and the athletes you guard: profile, athletes and their consent records, enrollments, enquiries, invitations and the emails we sent you.',
    where: 'Download my data',
  },
  erase: {
    term: 'Erase it',
    description:
      'Erase your account and everything held about you, at once. Athletes you alone guard are erased with it; an athlete with a second guardian stays with them. To confirm, you type your account’s email address.',
    where: 'Erase my account',
  },
  withdrawChildConsent: {
    term: 'Withdraw consent for a child',
    description:
      'A guardian can withdraw the consent given for a child at any time: the child’s record, its enrollments and pending invitations are erased.',
    where: 'The athlete’s page in your profile',
  },
};

export const privacyRightRows: readonly DefinitionRow[] = privacyRights.map((right) => ({
  term: words[right.id].term,
  description: [
    `${words[right.id].description} `,
    { text: words[right.id].where, href: right.page },
    `. Request: ${right.method} ${readablePath(right.path)}`,
  ],
}));
