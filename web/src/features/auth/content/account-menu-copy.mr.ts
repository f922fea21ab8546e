import type { AccountMenuCopy } from '@/features/auth/content/account-menu-copy';

export const accountMenuCopy: AccountMenuCopy = {
  account: 'खाते',
  accountOf: (name) => `खाते: ${name}`,
  signedInAs: 'साइन इन केलेले खाते:',
  signOut: 'साइन आउट करा',
};
