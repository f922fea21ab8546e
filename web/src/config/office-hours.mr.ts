import type { OfficeHours } from '@/config/office-hours';

// Times as Marathi speakers say them, with Latin digits (see lib/date-words.mr.ts).
export const officeHours: readonly OfficeHours[] = [
  { days: 'सोमवार ते शुक्रवार', hours: 'सकाळी 9:00 ते सायं. 6:00' },
  { days: 'शनिवार', hours: 'सकाळी 10:00 ते दुपारी 2:00' },
  { days: 'रविवार', hours: 'बंद' },
];
