// The shapes of the About page's content modules (content/*.ts). A Marathi edition is a second set
// of modules of these types; the components hold no copy of their own.
import type { ClubId } from '@contracts/clubs';

/** The five tabs of the About page, in order. The id is the URL hash that opens the tab. */
export type AboutTabId = 'story' | 'mission' | 'team' | 'timeline' | 'branches';

export interface AboutTabsCopy {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: AboutTabId; label: string }[];
}

/** A figure of the stats band: a year is printed as it is, a count through en-IN grouping. */
export type StatFigure =
  | { kind: 'year'; value: number; label: string }
  | { kind: 'count'; value: number; plus: boolean; label: string };

export interface StatsContent {
  /** Read by screen readers only: the band is a list of figures under its own heading. */
  heading: string;
  items: readonly StatFigure[];
}

/** A drawing from public/images/about/, with its intrinsic size so the space is reserved. */
export interface AboutImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface StoryContent {
  heading: string;
  paragraphs: readonly string[];
  image: AboutImage;
  /** A short line set apart from the text. */
  quote: { text: string; attribution: string };
}

export interface NamedText {
  name: string;
  text: string;
}

export interface MissionValuesContent {
  heading: string;
  mission: { heading: string; text: string };
  vision: { heading: string; text: string };
  values: { heading: string; intro: string; items: readonly NamedText[] };
  approach: { heading: string; intro: string; points: readonly NamedText[] };
}

export type TeamMemberId =
  | 'vikram-deshpande'
  | 'sunita-kulkarni'
  | 'rajesh-patil'
  | 'ananya-joshi'
  | 'imran-shaikh'
  | 'priya-nair'
  | 'aditya-gaikwad';

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  title: string;
  /** e.g. "7th Dan Black Belt". */
  rank: string;
  bio: string;
  image: AboutImage;
  achievements: readonly string[];
}

export interface TeamContent {
  heading: string;
  intro: string;
  achievementsHeading: string;
  members: readonly TeamMember[];
  /** How instructors are certified and how children are kept safe, for parents. */
  instructorNotes: { heading: string; intro: string; points: readonly NamedText[] };
}

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export interface Affiliation {
  name: string;
  since: number;
  text: string;
}

export interface TimelineContent {
  heading: string;
  milestonesHeading: string;
  milestones: readonly Milestone[];
  affiliationsHeading: string;
  affiliationsIntro: string;
  /** "Since 1987": an affiliation's year as a phrase, whose word order depends on the language. */
  sinceText: (year: number) => string;
  affiliations: readonly Affiliation[];
}

export interface ScheduleSlot {
  days: string;
  time: string;
}

export interface ContactLink {
  label: string;
  href: string;
}

export interface Branch {
  /** The club this branch is: athletes, entries and results name it by this id. */
  id: ClubId;
  name: string;
  city: string;
  /** One entry per printed line, in the page's language. */
  addressLines: readonly string[];
  /**
   * The postal address in English, one entry per line, which the "Get directions" link searches
   * for: maps find an English address reliably whatever language the page is in.
   */
  directionsAddress: readonly string[];
  phone: ContactLink;
  email: ContactLink;
  schedule: readonly ScheduleSlot[];
  description: string;
  /** Members of Our Team, so a parent can read about the instructor before visiting. */
  leadInstructors: readonly TeamMemberId[];
}

export interface BranchesContent {
  heading: string;
  intro: string;
  labels: {
    address: string;
    phone: string;
    email: string;
    schedule: string;
    leadInstructors: string;
    directions: string;
    /** Read after "Get directions" by screen readers, so each link names its center. */
    directionsTarget: (branchName: string) => string;
    opensInNewTab: string;
  };
  branches: readonly Branch[];
}

export interface JoinContent {
  heading: string;
  text: string;
  actions: readonly { label: string; page: 'enroll' | 'programs' | 'contact' }[];
}
