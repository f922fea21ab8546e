import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the privacy statement. */
export const privacyPolicyIntro: PageCopy = {
  heading: 'Privacy Statement',
  intro:
    'How the association collects, uses and protects the personal information of members, parents and visitors.',
};
