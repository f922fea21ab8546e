import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the home page. */
export const homeIntro: PageCopy = {
  heading: 'Maharashtra Taekwondo Association',
  intro:
    'We bring Taekwon-Do to children, teenagers and adults in clubs across the state, with certified instructors, regular belt gradings and a competition team that represents Maharashtra at national level.',
};
