/**
 * Title, heading and opening paragraph of every screen. Route files read this module so the words
 * can be reviewed and changed without touching components.
 */

export interface PageCopy {
  /** Used in the document title; empty means the association name alone. */
  title: string;
  heading: string;
  intro: string;
}

export type PageKey =
  | 'home'
  | 'programs'
  | 'events'
  | 'eventDetail'
  | 'gallery'
  | 'about'
  | 'contact'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'privacyPolicy'
  | 'termsAndConditions'
  | 'cookiePolicy'
  | 'googleCallback'
  | 'profile'
  | 'enroll'
  | 'notFound';

export const pages: Record<PageKey, PageCopy> = {
  home: {
    title: '',
    heading: 'Maharashtra Taekwondo Association',
    intro:
      'We bring Taekwon-Do to children, teenagers and adults in clubs across the state, with certified instructors, regular belt gradings and a competition team that represents Maharashtra at national level.',
  },
  programs: {
    title: 'Programs',
    heading: 'Our Programs',
    intro:
      'From a first class at five years old to instructor certification, each program has its own schedule, goals and pace. Find the one that fits you or your child.',
  },
  events: {
    title: 'Events and Achievements',
    heading: 'Events and Achievements',
    intro:
      'Championships, seminars, training camps and belt tests organised by the association, together with the medals our athletes have brought home.',
  },
  eventDetail: {
    title: 'Event details',
    heading: 'Event details',
    intro: 'Dates, venue, registration and contact information for this event.',
  },
  gallery: {
    title: 'Gallery',
    heading: 'Gallery',
    intro:
      'Photographs and videos from tournaments, gradings, demonstrations and everyday training in our clubs.',
  },
  about: {
    title: 'About Us',
    heading: 'About Us',
    intro:
      'Founded in 1985, the association has grown to more than 50 certified instructors, over 5,000 active students and 25 training centers across Maharashtra.',
  },
  contact: {
    title: 'Contact Us',
    heading: 'Contact Us',
    intro:
      'Questions about classes, membership or events? Send us a message and our office team will reply during working hours.',
  },
  login: {
    title: 'Sign in',
    heading: 'Sign in',
    intro: 'Sign in to see your enrollments, update your profile and send us a message.',
  },
  register: {
    title: 'Create account',
    heading: 'Create account',
    intro: 'Create a free member account to enroll in programs and follow your progress.',
  },
  forgotPassword: {
    title: 'Forgot password',
    heading: 'Forgot password',
    intro:
      'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  resetPassword: {
    title: 'Reset password',
    heading: 'Reset password',
    intro: 'Choose a new password for your account.',
  },
  privacyPolicy: {
    title: 'Privacy Statement',
    heading: 'Privacy Statement',
    intro:
      'How the association collects, uses and protects the personal information of members, parents and visitors.',
  },
  termsAndConditions: {
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    intro:
      'The terms that apply when you use this website, create an account or enroll in a program.',
  },
  cookiePolicy: {
    title: 'Cookie Policy',
    heading: 'Cookie Policy',
    intro: 'Which cookies and similar browser storage this website uses, and why.',
  },
  googleCallback: {
    title: 'Signing in',
    heading: 'Completing authentication...',
    intro: 'Please wait while we finish signing you in.',
  },
  profile: {
    title: 'Profile & Settings',
    heading: 'Profile & Settings',
    intro: 'Your account details, your enrollments and your password.',
  },
  enroll: {
    title: 'Enroll',
    heading: 'Enroll with us',
    intro:
      'Tell us about the student and the program you are interested in. You will receive a reference number as soon as the form is submitted.',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Page not found',
    intro: "The page you are looking for doesn't exist.",
  },
};
