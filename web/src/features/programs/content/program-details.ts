import { programsSection } from '@/features/programs/content/programs';
import { classTimes, formatClassTimes } from '@/config/class-schedule';
import type { ProgramId } from '@/config/class-schedule';
import type { ProgramDetails } from '@/features/programs/content/types';

// The detail lists the same benefits as the card, so they are written once.
const benefitsOf = (id: ProgramId): readonly string[] =>
  programsSection.programs.find((program) => program.id === id)?.benefits ?? [];

/**
 * Program detail: what Learn More shows, one entry per kind. Only the detail modal imports
 * this module, so its text is fetched when a visitor first opens one.
 */
export const programDetails: ProgramDetails = {
  children: {
    kind: 'children',
    title: "Children's Program",
    ageGroup: 'Ages 5-12',
    description:
      "Our Children's Program introduces Taekwon-Do through games, drills and simple patterns that keep young students moving and smiling. Each class starts with a bow and a warm-up, teaches one or two new skills, and ends with a short talk about a value such as courtesy or perseverance. Children grade regularly, so they always have the next coloured belt to aim for.",
    benefits: benefitsOf('children'),
    curriculum: [
      'Stances, blocks, punches and basic kicks',
      'The first patterns (tul) of the coloured-belt syllabus',
      'Agility games and balance drills',
      'Stranger awareness and how to ask for help',
      'The five tenets of Taekwon-Do in everyday life',
    ],
    classes: [
      { name: 'Little Tigers', ages: '5-7 years', schedule: formatClassTimes(classTimes.children) },
      {
        name: 'Junior Warriors',
        ages: '8-12 years',
        schedule: formatClassTimes(classTimes.children),
      },
    ],
    instructors:
      'Classes are led by certified instructors trained in teaching young children, supported by assistant instructors on the mat.',
    schedule: classTimes.children,
  },
  teen: {
    kind: 'teen',
    title: 'Teens Program',
    ageGroup: 'Ages 13-17',
    description:
      'The Teens Program channels energy into demanding, rewarding training. Students sharpen their technique, spar under close supervision and set personal goals for each grading. Along the way they learn to stay calm under pressure, look after their health and take responsibility for their own progress.',
    benefits: benefitsOf('teens'),
    curriculum: [
      'Coloured-belt patterns and their applications',
      'Controlled sparring with protective equipment',
      'Jumping and spinning kicks',
      'Realistic self-defence scenarios',
      'Fitness testing and personal goal setting',
    ],
    focusAreas: [
      'Confidence and a positive self-image',
      'Respect for others and fair play',
      'Fitness habits that last',
      'Preparing for gradings and first competitions',
    ],
    schedule: classTimes.teens,
  },
  teenAdult: {
    kind: 'teenAdult',
    title: 'Adults Program',
    ageGroup: 'Ages 18 and over',
    description:
      'The Adults Program welcomes everyone from complete beginners to experienced martial artists returning to training. Classes mix conditioning, technique, patterns and self-defence, and every drill can be scaled to your fitness. Many of our students started in their thirties, forties or later.',
    benefits: benefitsOf('adults'),
    curriculum: [
      'Fundamental stances, strikes and kicks',
      'Patterns for each coloured belt',
      'Self-defence against grabs and strikes',
      'Flexibility and core-strength routines',
      'Optional light sparring',
    ],
    classes: [
      {
        name: 'Foundation class',
        level: 'White to Green belt',
        schedule: formatClassTimes(classTimes.adults),
      },
      {
        name: 'Progress class',
        level: 'Green Blue belt and above',
        schedule: formatClassTimes(classTimes.adults),
      },
    ],
    schedule: classTimes.adults,
  },
  competition: {
    kind: 'competition',
    title: 'Competition Team',
    description:
      'The Competition Team prepares athletes for district, state and national championships. Training is intense and structured around the competition calendar, with sparring tactics, patterns performance, conditioning and match analysis. Team members travel together and represent the association with pride.',
    eligibility: [
      'At least a green belt',
      'Recommendation from your club instructor',
      'Commitment to attend both weekday sessions and the Sunday session',
    ],
    training: [
      'Olympic-style sparring drills and tactics',
      'Patterns performance for individual and team events',
      'Speed, agility and endurance conditioning',
      'Video review of matches',
    ],
    competitions: [
      'District championships',
      'Maharashtra State Championship',
      'National championships and open tournaments',
    ],
    achievements: [
      'More than 150 medals won by association athletes',
      'Over 25 championship titles',
    ],
    benefits: benefitsOf('competition'),
    curriculum: [
      'Season planning and peaking for events',
      'Rules and scoring of World Taekwondo and ITF competitions',
      'Nutrition, rest and injury prevention',
    ],
    schedule: classTimes.competition,
  },
  blackBelt: {
    kind: 'blackBelt',
    title: 'Black Belt Program',
    description:
      'The Black Belt Program is for students who hold a black belt and want to keep growing. Training covers the advanced patterns, power and precision in technique, and the teaching and philosophy behind the art, in small groups led by senior masters.',
    eligibility: ['1st Dan or higher', 'Regular training in the past year'],
    curriculum: [
      'Advanced patterns for each Dan grade',
      'Breaking techniques and power training',
      'Advanced self-defence and counter-attacks',
      'History and philosophy of Taekwon-Do',
    ],
    mentorship:
      'Each student is paired with a senior master who follows their progress, sets goals for the next Dan grading and gives personal feedback every month.',
    advancement: [
      'Promotion from 1st to 2nd Dan takes 2-3 years of training',
      'Dan gradings are held at the Black Belt examination',
      'Candidates are put forward by their mentor',
    ],
    benefits: benefitsOf('black-belt'),
    schedule: classTimes['black-belt'],
  },
  instructor: {
    kind: 'instructor',
    title: 'Instructor Training',
    description:
      'Instructor Training prepares black belts to teach Taekwon-Do safely and well. The course combines theory with supervised teaching in our clubs, so trainees gain real experience with children, teenagers and adults before they lead classes on their own.',
    eligibility: ['1st Dan or higher', 'Recommendation from a senior instructor'],
    curriculum: [
      'How people learn movement skills at different ages',
      'Planning lessons and a training year',
      'Correcting technique clearly and kindly',
      'Safety, first aid and safeguarding of minors',
      'Grading standards of the association',
    ],
    trainingProcess: [
      'Classroom modules on teaching and safety',
      'Assisting a certified instructor in regular classes',
      'Leading parts of classes under supervision',
      'A final assessed class and a written examination',
    ],
    certification:
      'Trainees who pass receive the association’s instructor certificate and are invited to regular refresher seminars.',
    benefits: benefitsOf('instructor'),
    schedule: classTimes.instructor,
  },
};
