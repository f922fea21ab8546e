import { classTimes } from '@/config/class-schedule';
import { pagePath } from '@/config/page-registry';
import type { ContentImage, ProgramsContent } from '@/features/home/types';

const programImage = (name: string, alt: string): ContentImage => ({
  src: `/images/home/program-${name}.svg`,
  alt,
  width: 480,
  height: 300,
});

/** Home: the three program cards and their Learn More dialogs (with the class schedules). */
export const programsContent: ProgramsContent = {
  heading: 'Our Programs',
  intro:
    'Classes are grouped by age, so every student trains with people at the same stage and at a pace that suits them.',
  learnMore: 'Learn More',
  learnMoreAbout: (title) => `about ${title}`,
  cards: [
    {
      id: 'children',
      title: "Children's Program",
      ageRange: 'Ages 4-12',
      summary:
        'Playful classes that build coordination, focus and respect, with small goals and plenty of encouragement.',
      image: programImage('children', 'Two children in white uniforms practising a low block'),
      details: {
        description:
          'Young students learn the basic stances, blocks and kicks through games and short drills. Classes are kept small so instructors can guide every child, and each new stripe or belt gives them a goal they can reach.',
        benefitsHeading: 'What your child gains',
        benefits: [
          'Balance, coordination and flexibility',
          'Focus and listening skills that help at school',
          'Confidence and respect for others',
          'Safe ways to handle bullying',
        ],
        scheduleHeading: 'Class schedule',
        schedule: classTimes.children,
      },
    },
    {
      id: 'teens',
      title: 'Teens Program',
      ageRange: 'Ages 13-17',
      summary:
        'Technique, fitness and sparring for teenagers, with a path to competition for those who want it.',
      image: programImage('teens', 'A teenager performing a high side kick'),
      details: {
        description:
          'Teenagers train full patterns, controlled sparring and self-defence, and build the strength and stamina that go with them. Students who show promise are invited to try out for the competition team.',
        benefitsHeading: 'What teens gain',
        benefits: [
          'Fitness, strength and stamina',
          'Self-discipline and healthy habits',
          'Leadership through helping younger students',
          'A route to district and state competitions',
        ],
        scheduleHeading: 'Class schedule',
        schedule: classTimes.teens,
      },
    },
    {
      id: 'adults',
      title: 'Adults Program',
      ageRange: 'Ages 18+',
      summary:
        'Get fit, learn practical self-defence and work towards a black belt, whatever your starting point.',
      image: programImage('adults', 'An adult student striking a kicking pad held by a partner'),
      details: {
        description:
          'Evening and weekend classes for beginners and returning students alike. Each session mixes conditioning, technique and partner drills, and you move through the belt ranks at your own pace.',
        benefitsHeading: 'What you gain',
        benefits: [
          'All-round fitness and flexibility',
          'Practical self-defence skills',
          'Stress relief and mental focus',
          'A friendly community to train with',
        ],
        scheduleHeading: 'Class schedule',
        schedule: classTimes.adults,
      },
    },
  ],
  viewAll: { label: 'View All Programs', to: pagePath('programs') },
  dialogActions: [
    { label: 'Enroll Now', to: pagePath('enroll') },
    { label: 'View All Programs', to: pagePath('programs') },
  ],
  close: 'Close',
};
