import { office } from '@/config/contact-details';
import type { DefinitionRow, LegalLink } from '@/features/legal/types';

// Addresses the legal pages give out. The mailboxes share the office's domain from
// config/contact-details.ts, so a change of domain there reaches them too.

const domain = office.email.label.split('@')[1] ?? 'example.com';

const mail = (local: string): LegalLink => ({
  text: `${local}@${domain}`,
  href: `mailto:${local}@${domain}`,
});

export const officeEmail: LegalLink = { text: office.email.label, href: office.email.href };
export const officePhone: LegalLink = { text: office.phone.label, href: office.phone.href };
export const privacyEmail = mail('privacy');
export const grievanceEmail = mail('grievance');

/** The Grievance Officer under the Digital Personal Data Protection Act 2023 (a fictional person). */
export const grievanceOfficerRows: readonly DefinitionRow[] = [
  { term: 'Name', description: 'Smt. Vaishali Kulkarni, Grievance Officer' },
  { term: 'Email', description: [grievanceEmail] },
  { term: 'Phone', description: [officePhone] },
  { term: 'Post', description: office.addressLines.join(', ') },
  {
    term: 'Response',
    description:
      'We acknowledge a grievance within 2 working days and resolve it within 30 days of receiving it.',
  },
];
