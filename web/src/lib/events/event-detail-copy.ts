import { type EventType } from '@contracts/enums';
import { eventTypeLabels } from '@contracts/enum-labels';

/** Every word the event detail modal shows; a second language is a second object of this type. */
export interface EventDetailCopy {
  /** The dialog's name when there is no event to show. */
  dialogTitle: string;
  unavailable: string;
  untitled: string;
  noDescription: string;
  noImage: string;
  /** The calendar tile, and a missing city. */
  tba: string;
  /** The date line. */
  dateTba: string;
  typeLabels: Record<EventType, string>;
  facts: { when: string; time: string; where: string; venue: string };
  headings: { about: string; details: string; registration: string; contact: string };
  registration: { required: string; deadline: string; yes: string; no: string };
  contact: { name: string; email: string; phone: string };
  actions: {
    register: { label: string; to: string };
    contact: { label: string; to: string };
    /** Downloads the event's .ics file (not offered for the built-in sample events). */
    addToCalendar: string;
  };
}

export const eventDetailCopy: EventDetailCopy = {
  dialogTitle: 'Event details',
  unavailable: 'Event information not available',
  untitled: 'Untitled Event',
  noDescription: 'No description available.',
  noImage: 'No image available',
  tba: 'TBA',
  dateTba: 'Date TBA',
  typeLabels: eventTypeLabels,
  facts: { when: 'Date', time: 'Time', where: 'Location', venue: 'Venue' },
  headings: {
    about: 'About this event',
    details: 'Details',
    registration: 'Registration',
    contact: 'Contact',
  },
  registration: {
    required: 'Registration required',
    deadline: 'Register by',
    yes: 'Yes',
    no: 'No',
  },
  contact: { name: 'Name', email: 'Email', phone: 'Phone' },
  actions: {
    register: { label: 'Register Now', to: '/enroll' },
    contact: { label: 'Contact Us', to: '/contact' },
    addToCalendar: 'Add to calendar',
  },
};
