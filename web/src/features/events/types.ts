import type { EventType } from '@contracts/enums';
import type { EventDetailCopy } from '@/lib/events/event-detail-copy';
import type { DateRange } from '@/features/events/lib/event-filters';
import type { EventsTab } from '@/features/events/lib/events-query';

// The events page, its achievements and the medal tally.

/** Every word of the events page outside the achievements; a second language is a second object. */
export interface EventsPageCopy {
  tabsLabel: string;
  tabs: Record<EventsTab, string>;
  filters: {
    toggle: string;
    /** Beside the toggle while filters narrow the list, e.g. "2 active". */
    activeCount: (count: number) => string;
    panelLabel: string;
    search: { label: string; placeholder: string };
    type: { label: string; any: string; options: Record<EventType, string> };
    location: { label: string; placeholder: string };
    range: { label: string; any: string; options: Record<DateRange, string> };
    clear: string;
  };
  list: {
    label: Record<'all' | 'upcoming' | 'past', string>;
    loading: string;
    /** Announced after every change of tab or filter. */
    count: (count: number) => string;
    /** Above the sample events shown when the call fails. */
    samples: { text: string; retry: string };
  };
  /** Texts for empty and missing content, word for word. */
  empty: { heading: string; filtered: string; none: string; clear: string };
  card: {
    viewDetails: string;
    register: { label: string; to: string };
    noImage: string;
    tba: string;
    dateTba: string;
  };
  calendar: {
    heading: string;
    text: string;
    subscribe: string;
    /** Before the feed's https address, for calendars that take a URL. */
    urlLabel: string;
  };
  contact: { heading: string; text: string; link: { label: string; to: string } };
}

/** An achievement. */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  year: number;
  /** A picture on this site; decorative, the card's text says what it shows. */
  image: string;
}

export interface AchievementStat {
  value: string;
  label: string;
}

export interface AchievementsCopy {
  heading: string;
  intro: string;
  items: readonly Achievement[];
  statsLabel: string;
  /** 150+ medals, 25+ championships, 500+ students. */
  stats: readonly AchievementStat[];
}

export interface MedalYear {
  year: number;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}

export interface MedalTallyCopy {
  heading: string;
  caption: string;
  columns: { year: string; gold: string; silver: string; bronze: string; total: string };
  /** The bar chart's name; its text alternative lists every bar after it. */
  chartLabel: string;
  /** The association's tally, newest year first. */
  years: readonly MedalYear[];
}

/** Every word of the event page; a second language is a second object. */
export interface EventPageCopy {
  detail: EventDetailCopy;
  backToEvents: string;
  /** The h1 while the event loads. */
  loadingHeading: string;
  /** Announced by the spinner. */
  loading: string;
  /** Shown when the API could not be reached and a built-in sample event stands in. */
  sampleNotice: string;
  notFound: { heading: string; text: string; back: string };
  /** The meta description when the event has no description of its own. */
  metaFallback: (title: string, when: string, place: string) => string;
}
