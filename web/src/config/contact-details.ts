/**
 * The association office as the contact page shows it. The phone number and
 * mailbox are placeholders: a number starting with 0 after the area code cannot be a real Mumbai line,
 * and example.com never delivers mail. Text only: the Marathi build reads contact-details.mr.ts.
 */

export interface ContactLink {
  label: string;
  href: string;
}

export interface OfficeHours {
  days: string;
  hours: string;
}

export interface OfficeDetails {
  name: string;
  /** One entry per printed line. */
  addressLines: readonly string[];
  /** The address as maps apps search it: English in every edition. */
  directionsAddress: readonly string[];
  phone: ContactLink;
  email: ContactLink;
  hours: readonly OfficeHours[];
  social: readonly ContactLink[];
}

/**
 * The one list of office hours, read by the contact page, the footer and the legal pages. The
 * association's gives them as Mon-Fri 9-6, Sat 10-2, Sun closed; they are written here as on the
 * legal pages.
 */
export const officeHours: readonly OfficeHours[] = [
  { days: 'Mon-Fri', hours: '9:00-18:00' },
  { days: 'Sat', hours: '10:00-14:00' },
  { days: 'Sun', hours: 'Closed' },
];

const addressLines = [
  'Maharashtra Taekwondo Association',
  'Unit 4, Kridangan House, 27 Keluskar Road',
  'Dadar West, Mumbai, Maharashtra 400028',
] as const;

export const office: OfficeDetails = {
  name: 'MTA State Office',
  addressLines,
  directionsAddress: addressLines,
  phone: { label: '+91 22 0000 1985', href: 'tel:+912200001985' },
  email: { label: 'office@example.com', href: 'mailto:office@example.com' },
  hours: officeHours,
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
  ],
};
