import { pagePath } from '@/config/page-registry';
import type { SubmitLabel } from '@/features/auth/types';
import type { ContactCopy, ContactFieldLabels } from '@/features/contact/types';

// Labels and headings of the contact page. The end-to-end tests find controls by these
// exact words. Validation and server texts live in the shared contracts (@contracts/contact).

export const contactFieldLabels: ContactFieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  enquiryType: 'Enquiry type',
  subject: 'Subject',
  message: 'Message',
};

export const contactSubmitLabel: SubmitLabel = { idle: 'Send message', busy: 'Sending...' };

export const contactCopy: ContactCopy = {
  infoHeading: 'Contact information',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hoursHeading: 'Office hours',
  socialHeading: 'Follow us',
  formHeading: 'Write to us',
  signInNote: 'Sending a message needs a member account.',
  signIn: { label: 'Sign in', to: pagePath('login') },
  or: 'or',
  register: { label: 'Create an account', to: pagePath('register') },
  mapHeading: 'Find us',
  mapCaption: 'Our office in Dadar West, Mumbai (sketch, not to scale).',
  mapLabels: {
    title: 'Map',
    sea: 'Arabian Sea',
    park: 'Park',
    keluskarRoad: 'Keluskar Road',
    ranadeRoad: 'Ranade Road',
    railway: 'Railway',
  },
  directions: 'Get directions',
  opensInNewTab: '(opens in a new tab)',
};
