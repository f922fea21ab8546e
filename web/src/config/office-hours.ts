/**
 * The one list of office hours, read by the contact page (through contact-details.ts), the footer
 * and the legal pages. Spec §9 gives them as Mon-Fri 9-6, Sat 10-2, Sun closed; they are written
 * here as on the legal pages. Text only, so a second language is a second module of this type
 * (office-hours.mr.ts).
 */

export interface OfficeHours {
  days: string;
  hours: string;
}

export const officeHours: readonly OfficeHours[] = [
  { days: 'Mon-Fri', hours: '9:00-18:00' },
  { days: 'Sat', hours: '10:00-14:00' },
  { days: 'Sun', hours: 'Closed' },
];
