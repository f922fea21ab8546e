// The member's rights under the DPDP Act and where each is exercised: the privacy notice prints a
// text for every id (typed, so a right without words fails the typecheck), and a unit test ties
// every method and path to a route the API serves, so the notice never sends anyone to nothing.

export const privacyRights = [
  /** See what we hold: the profile page shows it, from the account's own answer. */
  { id: 'access', method: 'GET', path: '/api/auth/me', page: '/profile' },
  /** Correct or complete the name, phone and date of birth. */
  { id: 'correct', method: 'PUT', path: '/api/users/profile', page: '/profile' },
  /** Download everything held about the member and the athletes they guard, as a JSON file. */
  { id: 'download', method: 'GET', path: '/api/users/me/export', page: '/profile' },
  /** Erase the account and everything held about the member. */
  { id: 'erase', method: 'DELETE', path: '/api/users/me', page: '/profile' },
  /** A guardian withdraws consent for a child: the child's record is erased. */
  { id: 'withdrawChildConsent', method: 'DELETE', path: '/api/athletes/:id', page: '/profile' },
] as const;

export type PrivacyRight = (typeof privacyRights)[number];
export type PrivacyRightId = PrivacyRight['id'];

/** The path as a person reads it: `/api/athletes/{id}` rather than the router's `:id`. */
export const readablePath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');
