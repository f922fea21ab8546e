import type { ClassSession } from '@/config/class-schedule';

// The shapes of the home page's content modules. A translation is a second module of each type.

/** A link drawn as a button; `to` is a path on this site. */
export interface ContentLink {
  label: string;
  to: string;
}

/** A decorative or informative picture drawn for the site, with its intrinsic size. */
export interface ContentImage {
  src: string;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  width: number;
  height: number;
}

export interface HeroSlide {
  id: string;
  title: string;
  text: string;
  image: ContentImage;
  /** Every slide leads to /programs and /contact. */
  actions: readonly [ContentLink, ContentLink];
}

export interface HeroContent {
  /** The page's h1, shown above the slides. */
  heading: string;
  /** Names the carousel region for assistive technology. */
  carouselLabel: string;
  slides: readonly HeroSlide[];
}

export interface Tenet {
  name: string;
  text: string;
}

export interface HeritageContent {
  heading: string;
  summary: readonly string[];
  milestones: readonly { year: string; label: string }[];
  image: ContentImage;
  readMore: string;
  details: {
    title: string;
    history: { heading: string; paragraphs: readonly string[] };
    tenets: { heading: string; intro: string; items: readonly Tenet[] };
    legacy: { heading: string; paragraphs: readonly string[] };
    close: string;
  };
}

export interface HomeProgramCard {
  id: 'children' | 'teens' | 'adults';
  title: string;
  ageRange: string;
  summary: string;
  image: ContentImage;
  details: {
    description: string;
    benefitsHeading: string;
    benefits: readonly string[];
    scheduleHeading: string;
    schedule: readonly ClassSession[];
  };
}

export interface ProgramsContent {
  heading: string;
  intro: string;
  learnMore: string;
  /** Completes "Learn More" for screen readers, e.g. "about Children's Program". */
  learnMoreAbout: (title: string) => string;
  cards: readonly HomeProgramCard[];
  viewAll: ContentLink;
  dialogActions: readonly [ContentLink, ContentLink];
  close: string;
}

export interface UpcomingEventsContent {
  heading: string;
  intro: string;
  loading: string;
  /** The association's wording, verbatim. */
  empty: string;
  viewDetails: string;
  viewDetailsAbout: (title: string) => string;
  viewAll: ContentLink;
  /** Shown for a date the card cannot read (as the event modal does: 'Date TBA'). */
  dateUnknown: string;
}
