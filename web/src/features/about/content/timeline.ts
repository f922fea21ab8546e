import type { TimelineContent } from '@/features/about/types';

/**
 * About, "Timeline": eight milestones from 1985 to 2023 and four affiliations. The bodies
 * named here are placeholders written for this site; the association replaces them with its real
 * memberships before launch.
 */
export const timeline: TimelineContent = {
  heading: 'Timeline',
  milestonesHeading: 'Milestones',
  milestones: [
    {
      year: 1985,
      title: 'The first class',
      text: 'Vikram Deshpande founds the association with twelve students in a school hall in Dadar, Mumbai.',
    },
    {
      year: 1989,
      title: 'First state championship',
      text: 'Our first Maharashtra State Championship brings 140 athletes from six clubs to Pune.',
    },
    {
      year: 1994,
      title: 'Clubs across the state',
      text: 'Training centers open in Pune, Nagpur and Nashik, and a single grading board is set up for all clubs.',
    },
    {
      year: 2001,
      title: 'Instructor certification',
      text: 'The first certification course qualifies 20 instructors in teaching, first aid and safeguarding.',
    },
    {
      year: 2008,
      title: 'Taekwondo in schools',
      text: 'Our schools program brings weekly classes to 60 schools and free self-defence camps for girls.',
    },
    {
      year: 2014,
      title: 'International medals',
      text: 'Maharashtra athletes coached by the association win their first medals at an Asian open championship.',
    },
    {
      year: 2019,
      title: 'Twenty-five centers',
      text: 'The 25th training center opens, and active membership passes 5,000 students.',
    },
    {
      year: 2023,
      title: 'Our best competition year',
      text: 'The state team brings home 35 medals from national events: 12 gold, 8 silver and 15 bronze.',
    },
  ],
  affiliationsHeading: 'Affiliations',
  affiliationsIntro:
    'Our memberships let students grade to recognised standards and compete beyond the state.',
  sinceText: (year) => `Since ${year}`,
  affiliations: [
    {
      name: 'National Taekwondo Union of India',
      since: 1987,
      text: 'Member state association: our athletes are selected for national championships through it, and our Dan grades are registered with it.',
    },
    {
      name: 'Maharashtra State Sports Council',
      since: 1992,
      text: 'Registered sports association of the state, which lets our events appear on the official state sports calendar.',
    },
    {
      name: 'Asian Taekwondo Instructors Network',
      since: 2006,
      text: 'Instructor exchanges, international seminars and referee courses for our coaching staff.',
    },
    {
      name: 'Maharashtra Schools Sports Federation',
      since: 2008,
      text: 'Partner for inter-school competitions and the schools program that introduces thousands of pupils to Taekwondo each year.',
    },
  ],
};
