import type { SectionIntro, Testimonial } from '@/features/programs/content/types';

export interface TestimonialSectionCopy extends SectionIntro {
  carouselLabel: string;
  viewAll: string;
  allHeading: string;
  testimonials: readonly Testimonial[];
}

/** Testimonial: the five voices of the carousel. */
export const testimonialSection: TestimonialSectionCopy = {
  heading: 'What Our Students Say',
  intro: 'Students and parents from our clubs on what training has meant to them.',
  carouselLabel: 'Testimonials',
  viewAll: 'View All Testimonials',
  allHeading: 'All Testimonials',
  testimonials: [
    {
      id: 'anita-kulkarni',
      initial: 'A',
      name: 'Anita Kulkarni',
      program: "Parent, Children's Program",
      text: 'My son used to hide behind me when he met new people. After a year of classes he greets his instructor with a bow and a big smile, and his teachers say he concentrates much better in school.',
    },
    {
      id: 'rohan-patil',
      initial: 'R',
      name: 'Rohan Patil',
      program: 'Teens Program',
      text: 'Training three times a week keeps me fit for cricket too. The instructors push us hard but they always explain why, and grading days are the best days of the term.',
    },
    {
      id: 'sunita-deshpande',
      initial: 'S',
      name: 'Sunita Deshpande',
      program: 'Adults Program',
      text: 'I started at forty-two with no sports background at all. Nobody ever made me feel slow. I am more flexible now than I was in college, and I walk home at night with far more confidence.',
    },
    {
      id: 'vikram-jadhav',
      initial: 'V',
      name: 'Vikram Jadhav',
      program: 'Competition Team',
      text: 'The coaches studied videos of my matches with me and fixed habits I did not even know I had. This season I won my first state medal, and the whole team was there cheering.',
    },
    {
      id: 'meera-shinde',
      initial: 'M',
      name: 'Meera Shinde',
      program: 'Instructor Training',
      text: 'Learning to teach changed how I see my own training. Planning classes for six-year-olds and for adults taught me patience, and my mentor was there for every question.',
    },
  ],
};
