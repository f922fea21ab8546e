import { pagePath } from '@/config/page-registry';
import type { UpcomingEventsContent } from '@/features/home/types';

/** The Upcoming Events section in Marathi; events are कार्यक्रम, as in the header's Events link. */
export const upcomingEventsContent: UpcomingEventsContent = {
  heading: 'आगामी कार्यक्रम',
  intro: 'महाराष्ट्रभर होणाऱ्या अजिंक्यपद स्पर्धा, प्रशिक्षण शिबिरे आणि बेल्ट परीक्षा.',
  loading: 'आगामी कार्यक्रम लोड होत आहेत',
  empty: 'सध्या कोणतेही आगामी कार्यक्रम नाहीत. कृपया नंतर पुन्हा पाहा.',
  viewDetails: 'तपशील पाहा',
  viewDetailsAbout: (title) => `(${title})`,
  viewAll: { label: 'सर्व कार्यक्रम पाहा', to: pagePath('events') },
  dateUnknown: 'तारीख लवकरच जाहीर होईल',
};
