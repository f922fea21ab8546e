import { eventTypeLabels } from '@contracts/enum-labels';
import type { EventDetailCopy } from '@/lib/events/event-detail-copy';

/**
 * The event detail modal in Marathi. The type names come from the contracts' enum labels, whose
 * Marathi twin the Marathi build picks up.
 */
export const eventDetailCopy: EventDetailCopy = {
  dialogTitle: 'कार्यक्रमाचा तपशील',
  unavailable: 'कार्यक्रमाची माहिती उपलब्ध नाही',
  untitled: 'नाव नसलेला कार्यक्रम',
  noDescription: 'वर्णन उपलब्ध नाही.',
  noImage: 'चित्र उपलब्ध नाही',
  tba: 'अनिश्चित',
  dateTba: 'तारीख लवकरच जाहीर होईल',
  typeLabels: eventTypeLabels,
  facts: { when: 'तारीख', time: 'वेळ', where: 'ठिकाण', venue: 'स्थळ' },
  headings: {
    about: 'या कार्यक्रमाविषयी',
    details: 'तपशील',
    registration: 'नोंदणी',
    contact: 'संपर्क',
  },
  registration: {
    required: 'नोंदणी आवश्यक',
    deadline: 'नोंदणीची अंतिम तारीख',
    yes: 'होय',
    no: 'नाही',
  },
  contact: { name: 'नाव', email: 'ईमेल', phone: 'फोन' },
  actions: {
    register: { label: 'आता नोंदणी करा', to: '/enroll' },
    contact: { label: 'संपर्क साधा', to: '/contact' },
    addToCalendar: 'कॅलेंडरमध्ये जोडा',
  },
};
