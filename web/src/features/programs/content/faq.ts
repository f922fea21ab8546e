import type { FaqItem, SectionIntro } from '@/features/programs/content/types';

export interface FaqSectionCopy extends SectionIntro {
  items: readonly FaqItem[];
}

/** The FAQ accordion, answered with the association's own facts. */
export const faqSection: FaqSectionCopy = {
  heading: 'Frequently Asked Questions',
  intro: 'Quick answers to what parents and new students ask us most.',
  items: [
    {
      id: 'starting-age',
      question: 'At what age can my child start Taekwondo?',
      answer:
        "Children can start at age 5. Our Children's Program is for ages 5-12, teenagers join the Teens Program (13-17) and adults from 18 join the Adults Program. No experience is needed.",
    },
    {
      id: 'training-frequency',
      question: 'How often should I train?',
      answer:
        'We recommend training 2-3 times a week. Every program has classes on two weekdays and one weekend day, so you can come to all of them or choose the ones that suit you.',
    },
    {
      id: 'black-belt-time',
      question: 'How long does it take to earn a black belt?',
      answer:
        'With regular training, a black belt takes about 3-5 years. Before the Black Belt exam you need 1 year as a red-black belt, recommendation letters and a thesis.',
    },
    {
      id: 'competition-team',
      question: 'Who can join the Competition Team?',
      answer:
        'Students with at least a green belt can join the Competition Team. The Black Belt Program and Instructor Training are open to holders of 1st Dan or higher.',
    },
    {
      id: 'belt-exams',
      question: 'How do belt examinations work?',
      answer:
        'Gradings are held four times a year, and your instructor will tell you when you are ready. Registration for the Winter exam closes two weeks before the event. Later, promotion from 1st to 2nd Dan takes 2-3 years.',
    },
  ],
};
