import type { StorageEntry } from '@/features/legal/types';

/**
 * Everything this website keeps in the browser, as the cookie policy lists it. Checked against
 * the code by storage-inventory.test.ts: a new storage key fails that test until it is listed here.
 * The earlier site kept a `token` key: there is none, because the sign-in token lives inside
 * Firebase's own entry and is never copied out of it.
 */
export const storageInventory: readonly StorageEntry[] = [
  {
    name: 'firebase:authUser:<API key>:[DEFAULT]',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'Firebase Authentication',
    purpose:
      'Keeps you signed in: your account ID, name, email address, photo link and the sign-in tokens that prove to our server who you are.',
    lifetime:
      'Until you sign out. With “Remember me” unticked it is kept in session storage and goes when the browser closes.',
  },
  {
    name: 'user',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'This website',
    purpose:
      'Your name, email address, phone number, role, photo link and account date, so the header can greet you at once. Never a password or token.',
    lifetime: 'Removed when you sign out; kept in the same place as the sign-in entry above.',
  },
  {
    name: 'redirectAfterLogin',
    kinds: ['Session storage'],
    setBy: 'This website',
    purpose: 'The page you were on when you were asked to sign in, to take you back to it.',
    lifetime: 'Removed as soon as you sign in, or when the tab closes.',
  },
  {
    name: 'eventsChangedAt',
    kinds: ['Session storage'],
    setBy: 'This website',
    purpose:
      'The time an event or a championship entry was last changed from this browser, so the event pages show the change at once instead of a copy saved a few minutes earlier.',
    lifetime: 'Used for five minutes after a change; gone when the tab closes.',
  },
  {
    name: 'weighInQueue',
    kinds: ['Local storage'],
    setBy: 'This website',
    purpose:
      'Only on the device of a championship official: the weigh-ins and decisions recorded at the weigh-in desk while the hall had no network (the entry, the weight in kilograms, the decision), until the server has them.',
    lifetime: 'Each one is removed as soon as the server has received it.',
  },
  {
    name: 'siteLanguage',
    kinds: ['Local storage'],
    setBy: 'This website',
    purpose:
      'The language you chose for this website, English or Marathi, so it does not offer you the other one again. It never sends you to a page by itself.',
    lifetime: 'Until you choose again or clear this site’s data.',
  },
  {
    name: 'workbox-precache-v2-<site address>',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'The site’s own pages, styles, scripts and drawings, kept by its service worker so the public pages open without a signal. Nothing about you.',
    lifetime: 'Replaced with each new version of the site; kept until you clear this site’s data.',
  },
  {
    name: 'pages',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'The public pages you opened, so they open again without a signal. Never a member page, a form you sent or anything from your account.',
    lifetime:
      'Refreshed each time you open the page with a signal; kept until you clear this site’s data.',
  },
  {
    name: 'edition-assets',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'The scripts and styles of the Marathi pages you opened, so they open again without a signal. Nothing about you.',
    lifetime: 'Emptied with each new version of the site.',
  },
  {
    name: 'events-api',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'The public list of events, the events you opened and their championship entry lists (names and clubs), shown with an “offline” notice when there is no signal.',
    lifetime:
      'Refreshed each time the events are loaded with a signal; kept until you clear this site’s data.',
  },
  {
    name: 'firebase:pendingRedirect:<API key>:[DEFAULT]',
    kinds: ['Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'Notes that a Google sign-in has left for Google and should be completed on return.',
    lifetime: 'Removed when the sign-in completes, or when the tab closes.',
  },
  {
    name: 'firebase:redirectUser:<API key>:[DEFAULT]',
    kinds: ['Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'Holds the account coming back from a Google sign-in until the page has read it.',
    lifetime: 'Removed when the sign-in completes, or when the tab closes.',
  },
  {
    name: '__sak',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'A test value that checks whether the browser allows storage at all.',
    lifetime: 'Removed immediately after it is written.',
  },
  {
    name: 'firebase-heartbeat-database',
    kinds: ['IndexedDB'],
    setBy: 'Firebase Authentication',
    purpose:
      'The dates on which the Firebase library ran in this browser, sent to Google with sign-in requests so Google can count which versions are in use. It holds nothing about you.',
    lifetime: 'At most the last 30 dates; kept until you clear this site’s data.',
  },
];
