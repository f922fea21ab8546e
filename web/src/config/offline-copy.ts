/**
 * What the site says about being offline (docs/decisions.md, 'Service worker'): the notices of the
 * service worker's saved pages, the update prompt and the forms (member pages:
 * features/auth/config/auth-copy.ts). One typed object, so a Marathi edition is a second one.
 */
export interface OfflineCopy {
  /** The "offline — showing saved information", written as a sentence. */
  savedInformation: string;
  /** The "A new version is available — Reload": this text, then the Reload button. */
  updateAvailable: string;
  reload: string;
  dismissUpdate: string;
  /** Above a form's send button while the browser has no network. */
  formNeedsConnection: string;
}

export const offlineCopy: OfflineCopy = {
  savedInformation: 'Offline — showing saved information.',
  updateAvailable: 'A new version is available —',
  reload: 'Reload',
  dismissUpdate: 'Not now',
  formNeedsConnection:
    'You are offline. Sending this form needs an internet connection. What you have typed stays here, so you can send it once you are back online.',
};
