/**
 * The words of the header's Account dropdown and the mobile menu's Account section (the links'
 * names come from the page registry). A second language is a second module of this type.
 */
export interface AccountMenuCopy {
  /** The toggle's visible name for visitors, and the mobile section's heading. */
  account: string;
  /** The toggle's name for screen readers once a member is signed in. */
  accountOf: (name: string) => string;
  /** Followed by the member's name in bold. */
  signedInAs: string;
  signOut: string;
}

export const accountMenuCopy: AccountMenuCopy = {
  account: 'Account',
  accountOf: (name) => `Account: ${name}`,
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
};
