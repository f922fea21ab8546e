import { office } from '@/config/contact-details';
import { grievanceEmail, officePhone } from '@/features/legal/content/legal-addresses';
import type { DefinitionRow } from '@/features/legal/types';

/** Digital Personal Data Protection Act, 2023 अंतर्गत तक्रार निवारण अधिकारी (a fictional person). */
export const grievanceOfficerRows: readonly DefinitionRow[] = [
  { term: 'नाव', description: 'श्रीमती वैशाली कुलकर्णी, तक्रार निवारण अधिकारी (Grievance Officer)' },
  { term: 'ईमेल', description: [grievanceEmail] },
  { term: 'फोन', description: [officePhone] },
  { term: 'पत्र पाठवण्याचा पत्ता', description: office.addressLines.join(', ') },
  {
    term: 'उत्तर',
    description:
      'तक्रार मिळाल्यापासून 2 कामकाजाच्या दिवसांत आम्ही ती मिळाल्याचे कळवतो आणि 30 दिवसांत तिचे निवारण करतो.',
  },
];
