import type { EventImage } from '@contracts/event-images';
import type { PageCopy } from '@/components/ui/page-intro';

// The office's event screens (/admin/events, /admin/events/new, /admin/events/:eventId/edit). A
// typed object like the other admin copy, so a Marathi edition is a second module of the same shape.

export const eventsAdminIntro: PageCopy = {
  heading: 'Events',
  intro:
    'The events on the site. Add one, change its details or delete it; the events page, the event’s own page and the home page show the change.',
};

export const newEventIntro: PageCopy = {
  heading: 'New event',
  intro: 'Fields marked * are required. Everything is shown as plain text on the site.',
};

export const editEventIntro: PageCopy = {
  heading: 'Edit event',
  intro: 'Change what you need and save. Fields marked * are required.',
};

export const eventImageLabels: Record<EventImage, string> = {
  '/images/events/tournament.svg': 'Tournament',
  '/images/events/seminar.svg': 'Seminar',
  '/images/events/belt-test.svg': 'Belt test',
  '/images/events/training-camp.svg': 'Training camp',
  '/images/events/workshop.svg': 'Workshop',
  '/images/events/demonstration.svg': 'Demonstration',
};

export const eventsAdminCopy = {
  backToAdmin: 'Back to Admin',
  backToEvents: 'Back to events',
  newEvent: 'New event',
  filters: {
    legend: 'Filter events',
    search: 'Search title or description',
    searchButton: 'Search',
    when: 'When',
    type: 'Event type',
    all: 'All',
    whenOptions: { all: 'All', upcoming: 'Upcoming', past: 'Past' },
  },
  columns: { date: 'Date', title: 'Event', type: 'Type', place: 'Place', actions: 'Actions' },
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'event' : 'events'}`
      : `${shown} of ${total} events`,
  view: 'View',
  edit: 'Edit',
  editNamed: (title: string) => `Edit ${title}`,
  viewNamed: (title: string) => `View ${title} on the site`,
  delete: 'Delete',
  deleteNamed: (title: string) => `Delete ${title}`,
  empty: 'No events yet.',
  emptyFiltered: 'No events match these filters.',
  clearFilters: 'Show all',
  loading: 'Loading events…',
  loadFailed: 'The events could not be loaded. Please try again.',
  retry: 'Try again',
  confirm: {
    title: 'Delete this event?',
    text: (title: string) =>
      `“${title}” will disappear from the events page, its own page and the home page. This cannot be undone.`,
    confirm: 'Delete event',
    cancel: 'Cancel',
  },
  toasts: {
    created: 'Event created',
    updated: 'Event saved',
    deleted: 'Event deleted',
    failed: 'That did not work. Please try again.',
  },
  notFound: 'This event does not exist any more. It may have been deleted.',
} as const;

export const eventFormCopy = {
  sections: {
    about: 'About the event',
    when: 'When',
    where: 'Where',
    registration: 'Registration',
    details: 'Details',
    contact: 'Contact',
    image: 'Image',
  },
  fields: {
    title: 'Title',
    description: 'Description',
    eventType: 'Event type',
    eventTypePlaceholder: 'Choose a type',
    startDate: 'Start date',
    endDate: 'End date',
    startTime: 'Start time',
    endTime: 'End time',
    city: 'City',
    state: 'State',
    venueDetails: 'Venue',
    registrationRequired: 'Registration is required',
    registrationDeadline: 'Registration deadline',
    registration: 'How to register',
    details: 'Details',
    contactName: 'Contact name',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    image: 'Image',
    noImage: 'No image',
    imagePreview: 'Preview of the chosen image',
    uploadedImage: 'Uploaded photo',
    uploadImage: 'Or upload a photo',
    uploadHint: 'JPEG, PNG or WebP, up to 10 MB. Location and camera details are removed.',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    uploadFailed: 'The photo was not uploaded.',
  },
  textOrPairs: {
    legend: (what: string) => `${what} as`,
    text: 'Text',
    pairs: 'Named items',
    itemName: 'Name',
    itemValue: 'Value',
    addItem: 'Add item',
    removeItem: (index: number) => `Remove item ${index}`,
  },
  /** The field each error key names, in the form's order, for the error summary. */
  errorFields: {
    title: 'Title',
    eventType: 'Event type',
    description: 'Description',
    'date.startDate': 'Start date',
    'date.endDate': 'End date',
    'date.startTime': 'Start time',
    'date.endTime': 'End time',
    'location.city': 'City',
    'location.state': 'State',
    'location.venueDetails': 'Venue',
    'registrationInfo.registrationDeadline': 'Registration deadline',
    registration: 'How to register',
    details: 'Details',
    'contact.name': 'Contact name',
    'contact.email': 'Contact email',
    'contact.phone': 'Contact phone',
    image: 'Image',
  } as Readonly<Record<string, string>>,
  summary: {
    title: (count: number) =>
      count === 1 ? 'Please fix 1 problem' : `Please fix ${count} problems`,
  },
  submit: {
    create: { idle: 'Create event', busy: 'Creating…' },
    update: { idle: 'Save changes', busy: 'Saving…' },
  },
  cancel: 'Cancel',
  failed: 'The event could not be saved. Please try again.',
} as const;
