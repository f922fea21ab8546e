import type { EventDetailCopy } from '@/lib/events/event-detail-copy';

// Marathi twin of event-detail-copy.ts: the event modal and the event page's fields.
export type { EventDetailCopy } from '@/lib/events/event-detail-copy';

export const eventDetailCopy: EventDetailCopy = {
  dialogTitle: 'कार्यक्रमाचा तपशील',
  unavailable: 'कार्यक्रमाची माहिती उपलब्ध नाही',
  untitled: 'नाव नसलेला कार्यक्रम',
  noDescription: 'वर्णन उपलब्ध नाही.',
  noImage: 'चित्र उपलब्ध नाही',
  // Fits the small calendar tile, and reads well after "ठिकाण" as well.
  tba: 'लवकरच',
  dateTba: 'तारीख लवकरच कळवू',
  // The stored values stay English ids; only what the visitor reads is Marathi.
  typeLabels: {
    tournament: 'स्पर्धा',
    seminar: 'सेमिनार',
    'belt-test': 'बेल्ट परीक्षा',
    'training-camp': 'प्रशिक्षण शिबिर',
    workshop: 'कार्यशाळा',
    demonstration: 'प्रात्यक्षिक',
    other: 'इतर',
  },
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
    register: { label: 'आत्ताच नोंदणी करा', to: '/enroll' },
    contact: { label: 'आमच्याशी संपर्क साधा', to: '/contact' },
    addToCalendar: 'कॅलेंडरमध्ये जोडा',
  },
};
