import type { JoinContent } from '@/features/about/types';

/** The closing call to action of the About page (links to /enroll, /programs, /contact). */
export const joinCommunity: JoinContent = {
  heading: 'Join Our Community',
  text: 'Whether you are looking for a first class for your six-year-old, a way back to fitness for yourself or a place on the state team, there is a training center near you and an instructor ready to welcome you. Book a trial class, choose a program, or ask us anything.',
  actions: [
    { label: 'Enroll Now', page: 'enroll' },
    { label: 'Explore Programs', page: 'programs' },
    { label: 'Contact Us', page: 'contact' },
  ],
};
