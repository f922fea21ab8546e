import type { StoryContent } from '@/features/about/types';

/** About, "Our Story": the association's history. */
export const story: StoryContent = {
  heading: 'Our Story',
  paragraphs: [
    'The Maharashtra Taekwondo Association began in 1985 with one instructor, twelve students and a school hall in Dadar that was ours for two evenings a week. Vikram Deshpande had trained in Taekwondo while studying engineering and came home convinced that the art could give young people in Mumbai what it had given him: fitness, confidence and a sense of purpose.',
    'Word spread through schools and housing societies. Within five years the association was running its own state championship, and by the mid-1990s clubs had opened in Pune, Nagpur and Nashik, each led by a black belt who had come up through our classes. A common syllabus and a single grading board meant that a yellow belt earned in Kolhapur meant exactly the same as one earned in Mumbai.',
    'As the clubs grew, so did our responsibility. We started certifying our own instructors in 2001, with training in teaching children, first aid and safeguarding as well as technique. Today more than 50 certified instructors teach over 5,000 active students at 25 training centers across Maharashtra, from four-year-olds in their first class to veterans still training in their sixties.',
    'When the pandemic closed the training halls in 2020, instructors moved classes online within a fortnight so that no student had to stop training. That spirit is what we are proudest of: a community that keeps each other going. Our athletes now compete for Maharashtra at national level, and many of them return to teach the next generation.',
  ],
  image: {
    src: '/images/about/first-class-1985.svg',
    alt: 'Drawing of a school hall in 1985: an instructor in a white uniform faces a row of children in uniforms and white belts',
    width: 480,
    height: 300,
  },
  quote: {
    text: 'We never set out to build an institution. We wanted a good class in every town, and we still do.',
    attribution: 'Vikram Deshpande, founder',
  },
};
