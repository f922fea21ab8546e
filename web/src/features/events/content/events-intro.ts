import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the events and achievements page. */
export const eventsIntro: PageCopy = {
  heading: 'Events and Achievements',
  intro:
    'Championships, seminars, training camps and belt tests organised by the association, together with the medals our athletes have brought home.',
};
