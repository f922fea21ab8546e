import { pagePath } from '@/config/page-registry';
import type { LinkCopy } from '@/features/programs/content/types';

/** Words of the Programs page's controls and detail modals (not tied to one section). */
export interface ProgramsUiCopy {
  filterLabel: string;
  allPrograms: string;
  /** Announced when the filter changes; {count} and {title} are filled in. */
  showingAll: string;
  showingOne: string;
  learnMore: string;
  enrollNow: LinkCopy;
  viewDetails: string;
  /** Words that join a button to its card's title for screen readers: 'Learn More about …'. */
  nameJoiners: { learnMore: string; enrollNow: string; viewDetails: string };
  benefitsHeading: string;
  scheduleHeading: string;
  /** The fallback for an unknown detail kind. */
  notAvailable: string;
  contact: LinkCopy;
  detailHeadings: {
    ageGroup: string;
    benefits: string;
    curriculum: string;
    classes: string;
    instructors: string;
    eligibility: string;
    focusAreas: string;
    training: string;
    competitions: string;
    achievements: string;
    mentorship: string;
    advancement: string;
    trainingProcess: string;
    certification: string;
    schedule: string;
  };
  examHeadings: { date: string; time: string; location: string; registration: string };
  loading: string;
  /** What a date or time that cannot be read is shown as. */
  unknownWhen: string;
}

export const programsUi: ProgramsUiCopy = {
  filterLabel: 'Show programs',
  allPrograms: 'All Programs',
  showingAll: 'Showing all {count} programs',
  showingOne: 'Showing {title}',
  learnMore: 'Learn More',
  enrollNow: { label: 'Enroll Now', to: pagePath('enroll') },
  viewDetails: 'View Details',
  nameJoiners: { learnMore: 'about', enrollNow: 'in', viewDetails: 'of' },
  benefitsHeading: 'Benefits',
  scheduleHeading: 'Class times',
  notAvailable: 'Program information not available',
  contact: { label: 'Questions? Contact us', to: pagePath('contact') },
  detailHeadings: {
    ageGroup: 'Age group',
    benefits: 'Benefits',
    curriculum: 'Curriculum',
    classes: 'Classes',
    instructors: 'Instructors',
    eligibility: 'Eligibility',
    focusAreas: 'Focus areas',
    training: 'Training',
    competitions: 'Competitions',
    achievements: 'Achievements',
    mentorship: 'Mentorship',
    advancement: 'Advancement',
    trainingProcess: 'Training process',
    certification: 'Certification',
    schedule: 'Schedule',
  },
  examHeadings: {
    date: 'Date',
    time: 'Time',
    location: 'Location',
    registration: 'Registration',
  },
  loading: 'Loading…',
  unknownWhen: 'TBA',
};
