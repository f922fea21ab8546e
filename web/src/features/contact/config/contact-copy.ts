import { enquiryTypeLabels } from '@contracts/enum-labels';
import { enquiryTypes } from '@contracts/enums';
import type { SelectOption } from '@/components/ui/select-field';
import { pagePath } from '@/config/page-registry';

// Words of the contact page. The end-to-end tests find the form's controls by these labels, so
// change them there too. Validation and server texts live in @contracts/contact.

export const contactFieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  enquiryType: 'Enquiry type',
  subject: 'Subject',
  message: 'Message',
} as const;

export const contactSubmitLabel = { idle: 'Send message', busy: 'Sending...' } as const;

export const enquiryTypeOptions: readonly SelectOption[] = enquiryTypes.map((value) => ({
  value,
  label: enquiryTypeLabels[value],
}));

export const contactCopy = {
  infoHeading: 'Contact information',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hoursHeading: 'Office hours',
  socialHeading: 'Follow us',
  formHeading: 'Write to us',
  signInNote: 'Sending a message needs a member account.',
  signIn: { label: 'Sign in', to: pagePath('login') },
  register: { label: 'Create an account', to: pagePath('register') },
  mapHeading: 'Find us',
  mapCaption: 'Our office in Dadar West, Mumbai (sketch, not to scale).',
  directions: 'Get directions',
  opensInNewTab: '(opens in a new tab)',
} as const;

/** Spec §9: a visitor who is not signed in is sent to /register 1.5 s after the notice. */
export const REGISTER_REDIRECT_DELAY_MS = 1500;
