import { office } from '@/config/contact-details';
import { grievanceEmail, officePhone } from '@/features/legal/content/legal-addresses';
import type { DefinitionRow } from '@/features/legal/types';

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
