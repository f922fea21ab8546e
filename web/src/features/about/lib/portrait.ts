import type { AboutImage, TeamMemberId } from '@/features/about/types';

/** A team member's drawn portrait (public/images/about/), with the alt text of the page's language. */
export const portraitImage = (id: TeamMemberId, alt: string): AboutImage => ({
  src: `/images/about/${id}.svg`,
  alt,
  width: 120,
  height: 140,
});
