import { pagePath } from '@/config/page-registry';
import type { ProgramsUiCopy } from '@/features/programs/content/ui';

export const programsUi: ProgramsUiCopy = {
  filterLabel: 'वर्ग दाखवा',
  allPrograms: 'सर्व वर्ग',
  showingAll: 'सर्व {count} वर्ग दाखवले आहेत',
  showingOne: '{title} दाखवला आहे',
  learnMore: 'अधिक माहिती',
  enrollNow: { label: 'आता प्रवेश घ्या', to: pagePath('enroll') },
  viewDetails: 'तपशील पाहा',
  // Marathi puts the name first ("मुलांचा वर्ग: अधिक माहिती"); a dash keeps the button's own words
  // first, as its visible label, and still reads naturally.
  nameJoiners: { learnMore: '–', enrollNow: '–', viewDetails: '–' },
  benefitsHeading: 'फायदे',
  scheduleHeading: 'वर्गाची वेळ',
  notAvailable: 'या वर्गाची माहिती उपलब्ध नाही',
  contact: { label: 'काही प्रश्न? आमच्याशी संपर्क साधा', to: pagePath('contact') },
  detailHeadings: {
    ageGroup: 'वयोगट',
    benefits: 'फायदे',
    curriculum: 'अभ्यासक्रम',
    classes: 'तुकड्या',
    instructors: 'प्रशिक्षक',
    eligibility: 'पात्रता',
    focusAreas: 'भर कशावर',
    training: 'प्रशिक्षण',
    competitions: 'स्पर्धा',
    achievements: 'यश',
    mentorship: 'मार्गदर्शन',
    advancement: 'पुढील प्रगती',
    trainingProcess: 'प्रशिक्षणाचे टप्पे',
    certification: 'प्रमाणपत्र',
    schedule: 'वेळापत्रक',
  },
  examHeadings: {
    date: 'तारीख',
    time: 'वेळ',
    location: 'ठिकाण',
    registration: 'नोंदणी',
  },
  loading: 'लोड होत आहे…',
  unknownWhen: 'लवकरच जाहीर होईल',
};
