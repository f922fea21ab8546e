import type { ContactLink } from '@/features/about/types';

// The parts of a branch that are the same in every language, built once for every locale's
// content module.

/** A phone number as printed (+91 22 0000 1985) and as dialled (tel:+912200001985). */
export const branchPhone = (areaCode: string, local: string): ContactLink => ({
  label: `+91 ${areaCode} ${local}`,
  href: `tel:+91${areaCode}${local.replace(/\s/g, '')}`,
});

/** A mailbox on the office's domain (example.com, which never delivers). */
export const branchEmail = (mailbox: string): ContactLink => ({
  label: `${mailbox}@example.com`,
  href: `mailto:${mailbox}@example.com`,
});
