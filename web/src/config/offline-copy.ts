/**
 * What the site says about being offline (issue 11): the notices of the service worker's saved
 * pages, the update prompt and the forms. One typed object, so a Marathi edition is a second one.
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
  /** A member page opened with no network: what cannot be shown, and why. */
  memberPageTitle: string;
  memberPageText: string;
}

export const offlineCopy: OfflineCopy = {
  savedInformation: 'Offline — showing saved information.',
  updateAvailable: 'A new version is available —',
  reload: 'Reload',
  dismissUpdate: 'Not now',
  formNeedsConnection:
    'You are offline. Sending this form needs an internet connection. What you have typed stays here, so you can send it once you are back online.',
  memberPageTitle: 'You are offline',
  memberPageText:
    'Your account and enrollments are not saved on this device, so this page needs an internet connection. Please reconnect and it will load.',
};
