import { pagePath } from '@/config/page-registry';
import type { UpcomingEventsContent } from '@/features/home/types';

/** Home: the Upcoming Events section (at most three cards). */
export const upcomingEventsContent: UpcomingEventsContent = {
  heading: 'Upcoming Events',
  intro: 'Championships, training camps and gradings coming up across Maharashtra.',
  loading: 'Loading upcoming events',
  empty: 'No upcoming events at the moment. Please check back later.',
  viewDetails: 'View Details',
  viewDetailsAbout: (title) => `for ${title}`,
  viewAll: { label: 'View All Events', to: pagePath('events') },
  dateUnknown: 'Date TBA',
};
