import { classTimes } from '@/config/class-schedule';
import type { Program, SectionIntro } from '@/features/programs/content/types';

export interface ProgramsSectionCopy extends SectionIntro {
  programs: readonly Program[];
}

/** Program: the six programs, in the order of the chips. */
export const programsSection: ProgramsSectionCopy = {
  heading: 'Find Your Program',
  intro:
    'Choose a program to see it on its own, or browse them all. Every class is taught by instructors certified by the association.',
  programs: [
    {
      id: 'children',
      title: "Children's Program",
      ageRange: '5-12 years',
      description:
        'Playful, structured classes where children learn kicks, blocks and patterns while building balance, listening skills and confidence. Lessons are short and varied, every child is praised for effort, and good manners on the mat are practised as carefully as technique.',
      benefits: [
        'Better focus and listening at home and at school',
        'Coordination, balance and flexibility',
        'Confidence to speak up and try new things',
        'Respect for parents, teachers and classmates',
        'Simple, age-appropriate self-protection skills',
      ],
      schedule: classTimes.children,
      image: '/images/programs/children.svg',
      color: '#f28c28',
      detail: 'children',
    },
    {
      id: 'teens',
      title: 'Teens Program',
      ageRange: '13-17 years',
      description:
        'Dynamic training for teenagers that combines fitness, sparring and patterns with goal setting. Students grow stronger and more disciplined, learn to handle pressure calmly and make friends who share their drive, with a clear path towards belt gradings and competitions.',
      benefits: [
        'Strength, stamina and speed for every sport',
        'Self-discipline that carries over to studies',
        'Practical self-defence and awareness',
        'Healthy ways to manage stress',
        'Leadership through helping younger students',
      ],
      schedule: classTimes.teens,
      image: '/images/programs/teens.svg',
      color: '#2f5fa8',
      detail: 'teen',
    },
    {
      id: 'adults',
      title: 'Adults Program',
      ageRange: '18+ years',
      description:
        'Complete beginners and returning martial artists train side by side in classes that build fitness, flexibility and real self-defence skills. Sessions fit around working hours, every exercise can be adapted to your level, and the friendly atmosphere makes it easy to keep coming back.',
      benefits: [
        'Whole-body fitness without a gym routine',
        'Effective self-defence for everyday life',
        'Stress relief after a long working day',
        'Flexibility, posture and core strength',
        'A welcoming community of all ages',
      ],
      schedule: classTimes.adults,
      image: '/images/programs/adults.svg',
      color: '#3f8f4f',
      detail: 'teenAdult',
    },
    {
      id: 'competition',
      title: 'Competition Team',
      ageRange: 'Green belt and above',
      description:
        'Intensive coaching for students who want to represent their club and Maharashtra at district, state and national championships. Athletes work on Olympic-style sparring, tactics and conditioning with experienced coaches, and learn to perform at their best when it matters most.',
      benefits: [
        'Expert sparring and tactics coaching',
        'Strength and conditioning plans',
        'Selection for state and national events',
        'Video analysis of matches',
        'Mental preparation for competition days',
      ],
      schedule: classTimes.competition,
      image: '/images/programs/competition.svg',
      color: '#b3262e',
      detail: 'competition',
    },
    {
      id: 'black-belt',
      title: 'Black Belt Program',
      ageRange: '1st Dan and above',
      description:
        'Advanced training for black belts who want to deepen their understanding of Taekwon-Do. Students refine advanced patterns and techniques, study the history and philosophy of the art, and prepare step by step for Dan gradings under the guidance of senior masters.',
      benefits: [
        'Advanced patterns, techniques and breaking',
        'Personal guidance from senior masters',
        'Structured preparation for Dan gradings',
        'Deeper study of Taekwon-Do philosophy',
        'Opportunities to assist in junior classes',
      ],
      schedule: classTimes['black-belt'],
      image: '/images/programs/black-belt.svg',
      color: '#141b34',
      detail: 'blackBelt',
    },
    {
      id: 'instructor',
      title: 'Instructor Training',
      ageRange: '1st Dan and above',
      description:
        'A certification course for black belts who want to teach. Trainees learn how to plan safe, engaging classes for every age group, correct technique clearly, manage a club and look after students, combining classroom sessions with supervised teaching practice.',
      benefits: [
        'Association-recognised instructor certificate',
        'Lesson planning for every age group',
        'First aid and safe-training practice',
        'Supervised teaching in real classes',
        'Guidance on running a club',
      ],
      schedule: classTimes.instructor,
      image: '/images/programs/instructor.svg',
      color: '#7a1c2e',
      detail: 'instructor',
    },
  ],
};
