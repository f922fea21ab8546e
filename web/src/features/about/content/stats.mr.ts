import type { StatsContent } from '@/features/about/types';

export const aboutStats: StatsContent = {
  heading: 'आकड्यांत आमची संघटना',
  items: [
    { kind: 'year', value: 1985, label: 'स्थापना' },
    { kind: 'count', value: 35, plus: true, label: 'वर्षांचे प्रशिक्षण' },
    { kind: 'count', value: 50, plus: true, label: 'प्रमाणित प्रशिक्षक' },
    { kind: 'count', value: 5000, plus: true, label: 'सक्रिय विद्यार्थी' },
    { kind: 'count', value: 25, plus: false, label: 'प्रशिक्षण केंद्रे' },
  ],
};
