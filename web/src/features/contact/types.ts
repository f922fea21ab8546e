import type { LinkCopy } from '@/features/auth/types';

/** The contact page's words; the Marathi edition is a second value. */
export interface ContactFieldLabels {
  name: string;
  email: string;
  phone: string;
  enquiryType: string;
  subject: string;
  message: string;
}

/** Names on the drawn map of the office's streets. */
export interface MapLabels {
  /** Starts the map's accessible name, before the office's name. */
  title: string;
  sea: string;
  park: string;
  keluskarRoad: string;
  ranadeRoad: string;
  railway: string;
}

export interface ContactCopy {
  infoHeading: string;
  address: string;
  phone: string;
  email: string;
  hoursHeading: string;
  socialHeading: string;
  formHeading: string;
  signInNote: string;
  signIn: LinkCopy;
  /** Between the sign-in and register links of the note. */
  or: string;
  register: LinkCopy;
  mapHeading: string;
  mapCaption: string;
  mapLabels: MapLabels;
  directions: string;
  opensInNewTab: string;
}
