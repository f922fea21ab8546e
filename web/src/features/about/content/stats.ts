import type { StatsContent } from '@/features/about/types';

/**
 * The association's claims on the About page: founded in 1985; 35+ years; 50+ instructors; 5,000+
 * students; 25 centers.
 */
export const aboutStats: StatsContent = {
  heading: 'The association in numbers',
  items: [
    { kind: 'year', value: 1985, label: 'Founded' },
    { kind: 'count', value: 35, plus: true, label: 'Years of teaching' },
    { kind: 'count', value: 50, plus: true, label: 'Certified instructors' },
    { kind: 'count', value: 5000, plus: true, label: 'Active students' },
    { kind: 'count', value: 25, plus: false, label: 'Training centers' },
  ],
};
