import { pagePath } from '@/config/page-registry';
import type { LinkCopy } from '@/features/programs/content/types';

export interface ProgramsCtaCopy {
  heading: string;
  text: string;
  enroll: LinkCopy;
  contact: LinkCopy;
}

export const programsCta: ProgramsCtaCopy = {
  heading: 'Ready to Begin Your Journey?',
  text: 'Enroll online in a few minutes, or talk to us first about the right program and a trial class.',
  enroll: { label: 'Enroll Now', to: pagePath('enroll') },
  contact: { label: 'Contact Us', to: pagePath('contact') },
};
