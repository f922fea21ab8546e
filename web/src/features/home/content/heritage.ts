import type { HeritageContent } from '@/features/home/types';

/** Home: the '70 years of Taekwon-Do' section and its Read More dialog. */
export const heritageContent: HeritageContent = {
  heading: '70 years of Taekwon-Do',
  summary: [
    'Taekwon-Do took its name in Korea in 1955. Seven decades later it is taught on every continent and contested at the Olympic Games, and its aim is still the same: strength used with self-control.',
    'Our clubs carry that tradition into every class, for every age, with the courtesy and discipline that set Taekwon-Do apart from a workout.',
  ],
  milestones: [
    { year: '1955', label: 'Taekwon-Do takes its name' },
    { year: '1985', label: 'Our association is founded' },
    { year: '2000', label: 'Olympic medal sport' },
  ],
  image: {
    src: '/images/home/heritage.svg',
    alt: 'A student in a white uniform and black belt bowing in front of a training hall',
    width: 560,
    height: 420,
  },
  readMore: 'Read More',
  details: {
    title: '70 years of Taekwon-Do',
    history: {
      heading: 'History',
      paragraphs: [
        'Taekwon-Do grew out of the fighting arts of Korea and took its present name in 1955. The name joins three ideas: tae, to strike or break with the foot; kwon, to strike or break with the hand; and do, the way of life that guides both.',
        'Through the 1960s and 1970s instructors carried the art from Korea to every continent. Shared patterns, competition rules and a graded belt system gave students everywhere a common language, and in 2000 taekwondo became a full medal sport at the Sydney Olympic Games.',
        'The Maharashtra Taekwondo Association was founded in 1985 to bring those standards to clubs across the state: qualified instructors, fair gradings and a route for talented students into state and national teams.',
      ],
    },
    tenets: {
      heading: 'The five tenets',
      intro: 'Every class begins and ends with the values a student promises to live by.',
      items: [
        {
          name: 'Courtesy',
          text: 'Respect for instructors, training partners and opponents, shown in the bow at the start and end of every class.',
        },
        {
          name: 'Integrity',
          text: 'Knowing right from wrong and acting on it, in the training hall and outside it.',
        },
        {
          name: 'Perseverance',
          text: 'Patience and persistence: a new pattern or a higher belt is earned one class at a time.',
        },
        {
          name: 'Self-Control',
          text: 'Mastery of temper and technique, so that strength is always used with care.',
        },
        {
          name: 'Indomitable Spirit',
          text: 'The courage to stand up for what is right and to keep going when training gets hard.',
        },
      ],
    },
    legacy: {
      heading: 'Legacy',
      paragraphs: [
        'Seventy years on, the art is taught in schools, clubs and universities around the world, and its values matter as much as its kicks.',
        'Every student who joins one of our clubs becomes part of that story: children who learn focus and respect, athletes who wear the Maharashtra colours, and black belts who return as instructors for the next generation.',
      ],
    },
    close: 'Close',
  },
};
