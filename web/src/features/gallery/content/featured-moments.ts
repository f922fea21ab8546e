import type { FeaturedMomentsCopy } from '@/features/gallery/types';

// The figures are the association's own claims, so every page tells one story.
export const featuredMoments: FeaturedMomentsCopy = {
  heading: 'Featured Moments',
  intro:
    'Behind every picture is a season of training. These are the numbers our students and instructors have written since 1985.',
  stats: [
    { value: '150+', label: 'Medals' },
    { value: '25+', label: 'Championships' },
    { value: '500+', label: 'Students' },
    { value: '35+', label: 'Years of gradings and displays' },
  ],
};
