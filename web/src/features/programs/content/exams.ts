import { pagePath } from '@/config/page-registry';
import type { BeltExam, SectionIntro } from '@/features/programs/content/types';

export interface ExamSectionCopy extends SectionIntro {
  exams: readonly BeltExam[];
}

const register = { label: 'Register through the office', to: pagePath('contact') };

/** Belt Examination and Promotion: the four dates of the 2025 grading year. */
export const examSection: ExamSectionCopy = {
  heading: 'Belt Examination and Promotion',
  intro:
    'Gradings are held four times a year. Your instructor will tell you when you are ready; register early, as places at each examination are limited.',
  exams: [
    {
      id: 'winter-2025',
      title: 'Winter Belt Examination',
      date: '2025-02-23',
      startTime: '09:00',
      endTime: '13:00',
      location: 'MTA Training Hall, Dadar West, Mumbai',
      summary: 'Coloured-belt grading for all programs, from White to Red Black.',
      detailsHeading: 'Examination process',
      details: [
        'Warm-up and fundamental movements',
        'Patterns for the grade being tested',
        'Step sparring and, from Green belt, free sparring',
        'Theory questions on terminology and the tenets',
        'Results and new belts announced the same day',
      ],
      registration:
        'Registration closes two weeks before the examination (9 February 2025). Ask your instructor for a recommendation, then register through the office.',
      link: register,
    },
    {
      id: 'spring-2025',
      title: 'Spring Belt Examination',
      date: '2025-04-27',
      startTime: '09:00',
      endTime: '13:00',
      location: 'MTA Training Centre, Kothrud, Pune',
      summary: 'Coloured-belt grading, with a separate session for children aged 5-12.',
      detailsHeading: 'Examination process',
      details: [
        'Children are examined first, in small groups',
        'Patterns, fundamental movements and step sparring',
        'Free sparring for Green belt and above',
        'Short theory questions for every candidate',
      ],
      registration:
        'Register through the office with your instructor’s recommendation; bring your current belt certificate on the day.',
      link: register,
    },
    {
      id: 'black-belt-2025',
      title: 'Black Belt Examination',
      date: '2025-05-18',
      startTime: '08:00',
      endTime: '16:00',
      location: 'MTA Training Hall, Dadar West, Mumbai',
      summary: 'Grading for 1st Dan and higher, in front of a panel of senior masters.',
      detailsHeading: 'Requirements',
      details: [
        'At least 1 year of training as a Red Black belt',
        'Recommendation letters from your instructor and club',
        'A written thesis on Taekwon-Do, submitted in advance',
        'Patterns, sparring, self-defence and breaking before the panel',
      ],
      registration:
        'Send your recommendation letters and thesis to the office before you register; we will confirm your place in writing.',
      link: register,
    },
    {
      id: 'summer-ceremony-2025',
      title: 'Summer Belt Promotion Ceremony',
      date: '2025-06-15',
      startTime: '17:00',
      endTime: '19:30',
      location: 'MTA Training Centre, Dharampeth, Nagpur',
      summary: 'Students promoted during the season receive their new belts and certificates.',
      detailsHeading: 'What happens',
      details: [
        'Demonstrations by students of every program',
        'Presentation of belts and certificates',
        'Recognition of outstanding students and instructors',
        'Families and friends are welcome',
      ],
      registration:
        'Promoted students should confirm their attendance and the number of guests through the office.',
      link: { label: 'Confirm attendance', to: pagePath('contact') },
    },
  ],
};
