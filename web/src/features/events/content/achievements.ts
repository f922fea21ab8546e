import type { AchievementsCopy } from '@/features/events/types';

export const achievementsCopy: AchievementsCopy = {
  heading: 'Our Achievements',
  intro:
    'Years of patient training in our clubs show on the mat. A few of the moments we are proudest of:',
  items: [
    {
      id: 'national-overall-title-2023',
      title: 'Overall Title at the National Championships',
      description:
        'Our senior squad finished at the top of the medal table, with twelve gold medals across kyorugi and poomsae.',
      year: 2023,
      image: '/images/achievements/national-title.svg',
    },
    {
      id: 'junior-team-selection-2022',
      title: 'Three Cadets in the National Junior Team',
      description:
        'Athletes from our Pune and Nagpur centres earned places in the national junior team and came home with two bronze medals.',
      year: 2022,
      image: '/images/achievements/team-selection.svg',
    },
    {
      id: 'best-state-association-2021',
      title: 'Best State Association Award',
      description:
        "Recognised for our coaching programme, our referee training and the growth of girls' participation across the state.",
      year: 2021,
      image: '/images/achievements/best-association.svg',
    },
  ],
  statsLabel: 'Our record in numbers',
  stats: [
    { value: '150+', label: 'Medals' },
    { value: '25+', label: 'Championships' },
    { value: '500+', label: 'Students' },
  ],
};
