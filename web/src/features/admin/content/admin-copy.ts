import type { ContactStatus } from '@contracts/contact';
import type { PageCopy } from '@/components/ui/page-intro';

// The office's screens. Typed objects like the public pages' content, so a Marathi edition is a
// second module of the same shape.

export const adminHomeIntro: PageCopy = {
  heading: 'Admin',
  intro: 'The office’s area of the site. Choose what to look after.',
};

export const adminSections = {
  events: {
    title: 'Events',
    text: 'The events on the site: add one, change its details or delete it.',
  },
  gallery: {
    title: 'Gallery',
    text: 'Photos on the site: upload them from a phone or computer, caption them, show or hide them.',
  },
  enquiries: {
    title: 'Enquiries',
    text: 'Messages sent through the contact form: read them, answer by email, sort or delete them.',
  },
  enrollments: {
    title: 'Enrollments',
    text: 'Enrollments sent through the form: review them, approve or reject with a note, export a CSV.',
  },
  athletes: {
    title: 'Athletes',
    text: 'Find an athlete by name or membership number and check the consent on record.',
  },
  gradings: {
    title: 'Gradings',
    text: 'Run a belt grading from a phone at the venue: candidates, results, certificates in one go.',
  },
  ranks: {
    title: 'Ranks and certificates',
    text: 'An athlete’s rank history, a rank earned before the system, and revoking a certificate.',
  },
  people: {
    title: 'People and roles',
    text: 'Name the officials of the weigh-in desk and the coaches who enter their club’s squad.',
  },
  activity: {
    title: 'Activity',
    text: 'Who changed what in the admin area, and when.',
  },
} as const;

export const enquiriesIntro: PageCopy = {
  heading: 'Enquiries',
  intro: 'Messages from the contact form, newest first. Opening a new message marks it as read.',
};

export const enquiryStatusLabels: Record<ContactStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

export const enquiriesCopy = {
  backToAdmin: 'Back to Admin',
  newCount: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
  filters: { status: 'Status', type: 'Type of enquiry', all: 'All' },
  columns: {
    received: 'Received',
    from: 'From',
    type: 'Type',
    subject: 'Subject',
    status: 'Status',
  },
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'message' : 'messages'}`
      : `${shown} of ${total} messages`,
  empty: 'No messages yet.',
  emptyFiltered: 'No messages match these filters.',
  clearFilters: 'Show all',
  loading: 'Loading messages…',
  loadFailed: 'The messages could not be loaded. Please try again.',
  retry: 'Try again',
  detail: {
    from: 'From',
    phone: 'Phone',
    type: 'Type',
    received: 'Received',
    status: 'Status',
    reply: 'Reply by email',
    replySubject: (subject: string) => `Re: ${subject}`,
    delete: 'Delete',
    confirmDelete: (name: string) => `Delete the message from ${name}? This cannot be undone.`,
    confirm: 'Delete message',
    cancel: 'Cancel',
    noPhone: 'Not given',
  },
  toasts: {
    statusChanged: (label: string) => `Marked as ${label.toLowerCase()}`,
    deleted: 'Message deleted',
    failed: 'That did not work. Please try again.',
  },
} as const;
