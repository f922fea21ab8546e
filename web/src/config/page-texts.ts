import type { PageTexts } from './page-text-types';

/**
 * The words of the page registry (config/page-registry.ts): each page's document title, meta
 * description and navigation labels. The registry keeps the paths and everything else; the
 * Marathi build reads page-texts.mr.ts instead. Relative imports only: Node scripts run
 * the registry with its texts (scripts/lib/page-registry.mjs).
 */
export const pageTexts: PageTexts = {
  home: {
    title: '',
    description:
      'Taekwon-Do for children, teens and adults across Maharashtra: classes, belt gradings, championships and camps run by the state association since 1985.',
    nav: { primary: 'Home' },
  },
  programs: {
    title: 'Programs',
    description:
      "Six Taekwon-Do programs, from children's classes to instructor training, with schedules, age groups, belt ranks, exam dates and answers to common questions.",
    nav: { primary: 'Programs' },
  },
  events: {
    title: 'Events and Achievements',
    description:
      'Championships, seminars, training camps and belt tests of the association, coming and past, and the medals our athletes have won.',
    nav: { primary: 'Events' },
  },
  eventDetail: {
    title: 'Event details',
    description: 'Dates, venue, registration and contact details of an association event.',
  },
  eventBrackets: {
    title: 'Brackets',
    description:
      'A championship’s brackets, round by round, with the results as they are confirmed and a check of the draw anyone can run.',
  },
  gallery: {
    title: 'Gallery',
    description:
      'Photos and videos from tournaments, belt gradings, demonstrations and everyday training in our clubs across Maharashtra.',
    nav: { primary: 'Gallery' },
  },
  about: {
    title: 'About Us',
    description:
      'Our story since 1985, our mission and values, the instructor team, the milestones and the training centers of the Maharashtra Taekwondo Association.',
    nav: { primary: 'About' },
  },
  contact: {
    title: 'Contact Us',
    description:
      "The association office's address, phone, email and hours, a map with directions, and a form to send us your questions.",
    nav: { primary: 'Contact', footer: 'Contact' },
  },
  privacyPolicy: {
    title: 'Privacy Statement',
    description:
      'How the association collects, uses and protects the personal information of members, parents and visitors.',
    nav: { footer: 'Privacy Statement' },
  },
  termsAndConditions: {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you use this website, create a member account or enroll in a program.',
  },
  cookiePolicy: {
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage this website uses, and what each one is for.',
    nav: { footer: 'Cookie policy' },
  },
  login: {
    title: 'Sign in',
    description:
      'Sign in to your member account with your email and password or your Google account.',
    nav: { accountGuest: 'Sign In', footer: 'Sign in' },
  },
  register: {
    title: 'Create account',
    description:
      'Create a free member account to enroll in programs, send enquiries and follow your enrollments.',
    nav: { accountGuest: 'Create Account' },
  },
  forgotPassword: {
    title: 'Forgot password',
    description: 'Ask for an email with a link to choose a new password for your member account.',
  },
  resetPassword: {
    title: 'Reset password',
    description: 'Choose a new password for your member account.',
  },
  googleCallback: {
    title: 'Signing in',
    description: 'Finishing a sign-in with your Google account.',
  },
  profile: {
    title: 'Profile & Settings',
    description: 'Your member details, your program enrollments and your password.',
    nav: { accountMember: 'Profile & Settings' },
  },
  enroll: {
    title: 'Enroll',
    description:
      'Enroll a student in one of our programs and receive a reference number as soon as the form is sent.',
    nav: { action: 'Enroll Now' },
  },
  admin: {
    title: 'Admin',
    description: 'The office’s area: events, enquiries, enrollments and the activity log.',
    nav: { accountAdmin: 'Admin' },
  },
  adminEnquiries: {
    title: 'Enquiries',
    description: 'Read, answer and sort the messages sent through the contact form.',
  },
  adminEnrollments: {
    title: 'Enrollments',
    description: 'Review enrollments, approve or reject them with a note, and export them as CSV.',
  },
  adminGallery: {
    title: 'Gallery',
    description: 'Upload photos and choose which the gallery shows.',
  },
  adminEvents: {
    title: 'Events',
    description: 'Add, change and delete the events shown on the site.',
  },
  adminEventNew: {
    title: 'New event',
    description: 'Add an event to the site.',
  },
  adminEventEdit: {
    title: 'Edit event',
    description: 'Change an event shown on the site.',
  },
  adminActivity: {
    title: 'Activity',
    description: 'Every change made in the admin area: who, what and when.',
  },
  guardianInvitation: {
    title: 'Guardian invitation',
    description: 'Accept an invitation to be the second guardian of an athlete.',
  },
  adminAthletes: {
    title: 'Athletes',
    description: 'Find an athlete by name or membership number and see their consent on record.',
  },
  verify: {
    title: 'Check a certificate',
    description:
      'Check that a rank, championship or membership certificate of the association is genuine and valid, by its number or its QR code.',
    nav: { footer: 'Check a certificate' },
  },
  verifyNumber: {
    title: 'Certificate check',
    description:
      'Whether a certificate of the association is genuine, and whether it is still valid.',
  },
  certificate: {
    title: 'Certificate',
    description: 'A certificate of the association, ready to print, with its QR code for checking.',
  },
  adminGradings: {
    title: 'Gradings',
    description: 'Create a belt grading and open the ones already held to record results.',
  },
  adminGrading: {
    title: 'Grading',
    description:
      'Add candidates, record pass or fail and the new rank, and issue the certificates.',
  },
  adminRanks: {
    title: 'Ranks and certificates',
    description:
      'See an athlete’s rank history, record a recognised rank, or revoke a certificate.',
  },
  championshipEntry: {
    title: 'Enter an athlete',
    description: 'Enter the athletes you look after in a championship and see their divisions.',
  },
  championshipSquad: {
    title: 'Enter a squad',
    description: 'A club coach enters the club’s athletes in a championship, one row each.',
  },
  championshipWeighIn: {
    title: 'Weigh-in desk',
    description:
      'Officials weigh in a championship’s athletes and decide when a weight does not fit.',
  },
  championshipScoring: {
    title: 'Scoring',
    description: 'Officials record the winner of each bout at the mat table; the bracket advances.',
  },
  adminChampionship: {
    title: 'Championship entries',
    description: 'The entries of a championship per division and per club, and their CSV.',
  },
  adminPeople: {
    title: 'People and roles',
    description: 'Name officials and club coaches for the championships.',
  },
  notFound: {
    title: 'Page not found',
    description: "The page you are looking for doesn't exist; the home page is one click away.",
  },
};
