import { pagePath } from '@/config/page-registry';
import type { HeroContent } from '@/features/home/types';

const heroImage = (name: string) => ({
  src: `/images/home/hero-${name}.svg`,
  alt: '',
  width: 640,
  height: 480,
});

const actions = [
  { label: 'Explore Programs', to: pagePath('programs') },
  { label: 'Contact Us', to: pagePath('contact') },
] as const;

/** Home: the five slides of the hero carousel, in order. */
export const heroContent: HeroContent = {
  heading: 'Maharashtra Taekwondo Association',
  carouselLabel: 'Highlights',
  slides: [
    {
      id: 'association',
      title: 'Taekwon-Do for every family in Maharashtra',
      text: 'Certified instructors, welcoming clubs across the state and a clear path from your first class to black belt.',
      image: heroImage('association'),
      actions,
    },
    {
      id: 'championships',
      title: 'State Championships',
      text: 'Our athletes compete in sparring and patterns at district, state and national level, coached by the association’s competition team.',
      image: heroImage('championships'),
      actions,
    },
    {
      id: 'workshops',
      title: 'Master Training Workshops',
      text: 'Senior masters lead regular workshops on technique, patterns and teaching, open to instructors and advanced students.',
      image: heroImage('workshops'),
      actions,
    },
    {
      id: 'all-ages',
      title: 'Programs for All Ages',
      text: 'Classes for children from four, for teenagers and for adults, each with its own pace, schedule and goals.',
      image: heroImage('all-ages'),
      actions,
    },
    {
      id: 'belt-exams',
      title: 'Belt Promotion Exams',
      text: 'Gradings through the year let every student show what they have learned and move up the belt ranks with confidence.',
      image: heroImage('belt-exams'),
      actions,
    },
  ],
};
