import { office } from '@/config/contact-details';
import type { LegalLink } from '@/features/legal/types';

// Addresses the legal pages give out, the same in every language. The mailboxes share the office's
// domain from config/contact-details.ts, so a change of domain there reaches them too.

const domain = office.email.label.split('@')[1] ?? 'example.com';

const mail = (local: string): LegalLink => ({
  text: `${local}@${domain}`,
  href: `mailto:${local}@${domain}`,
});

export const officeEmail: LegalLink = { text: office.email.label, href: office.email.href };
export const officePhone: LegalLink = { text: office.phone.label, href: office.phone.href };
export const privacyEmail = mail('privacy');
export const grievanceEmail = mail('grievance');
