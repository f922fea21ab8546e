import type {
  EnquiryType,
  EventType,
  Experience,
  Gender,
  GalleryCategory,
  HowDidYouHear,
  Program,
} from './enums';

// Human labels for the closed value sets, shown by forms and lists and used in e-mails.
export const programLabels: Record<Program, string> = {
  beginners: 'Beginners',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  competitive: 'Competitive',
  childrens: 'Children (4-12)',
  teens: 'Teens (13-17)',
  adults: 'Adults (18+)',
};

export const genderLabels: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

export const experienceLabels: Record<Experience, string> = {
  none: 'No experience',
  'less-than-1': 'Less than 1 year',
  '1-3': '1 to 3 years',
  '3-5': '3 to 5 years',
  '5-plus': 'More than 5 years',
};

export const howDidYouHearLabels: Record<HowDidYouHear, string> = {
  friend: 'A friend or family member',
  'social-media': 'Social media',
  'search-engine': 'A search engine',
  event: 'An event or demonstration',
  advertisement: 'An advertisement',
  other: 'Other',
};

export const enquiryTypeLabels: Record<EnquiryType, string> = {
  general: 'General enquiry',
  membership: 'Membership',
  event: 'Events',
  training: 'Training and classes',
  other: 'Other',
};

export const eventTypeLabels: Record<EventType, string> = {
  tournament: 'Tournament',
  seminar: 'Seminar',
  'belt-test': 'Belt Test',
  'training-camp': 'Training Camp',
  workshop: 'Workshop',
  demonstration: 'Demonstration',
  other: 'Other',
};

export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  tournament: 'Tournament',
  training: 'Training',
  demonstration: 'Demonstration',
  celebration: 'Celebration',
  'belt-ceremony': 'Belt Ceremony',
  seminar: 'Seminar',
  other: 'Other',
};
