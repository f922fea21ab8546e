import { pagePath } from '@/config/page-registry';
import type { ProgramsHeroCopy } from '@/features/programs/content/hero';

export const programsHero: ProgramsHeroCopy = {
  heading: 'आमचे प्रशिक्षण वर्ग',
  intro:
    'वयाच्या पाचव्या वर्षी पहिल्या वर्गापासून ते प्रशिक्षक प्रमाणपत्रापर्यंत, प्रत्येक वर्गाचे स्वतःचे वेळापत्रक, उद्दिष्टे आणि गती आहे. आपल्यासाठी किंवा आपल्या मुलासाठी योग्य वर्ग निवडा.',
  viewPrograms: { label: 'वर्ग पाहा', href: '#programs' },
  contact: { label: 'संपर्क साधा', to: pagePath('contact') },
};
