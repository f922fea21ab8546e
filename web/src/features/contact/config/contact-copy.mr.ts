import { pagePath } from '@/config/page-registry';
import type { SubmitLabel } from '@/features/auth/types';
import type { ContactCopy, ContactFieldLabels } from '@/features/contact/types';

// संपर्क पानाचे शब्द (Marathi edition).

export const contactFieldLabels: ContactFieldLabels = {
  name: 'नाव',
  email: 'ईमेल',
  phone: 'फोन (ऐच्छिक)',
  enquiryType: 'चौकशीचा प्रकार',
  subject: 'विषय',
  message: 'संदेश',
};

export const contactSubmitLabel: SubmitLabel = { idle: 'संदेश पाठवा', busy: 'पाठवत आहोत...' };

export const contactCopy: ContactCopy = {
  infoHeading: 'संपर्क माहिती',
  address: 'पत्ता',
  phone: 'फोन',
  email: 'ईमेल',
  hoursHeading: 'कार्यालयाच्या वेळा',
  socialHeading: 'आम्हाला फॉलो करा',
  formHeading: 'आम्हाला लिहा',
  signInNote: 'संदेश पाठवण्यासाठी सदस्य खाते आवश्यक आहे.',
  signIn: { label: 'लॉग इन करा', to: pagePath('login') },
  or: 'किंवा',
  register: { label: 'नवीन खाते तयार करा', to: pagePath('register') },
  mapHeading: 'आमचा पत्ता',
  mapCaption: 'दादर पश्चिम, मुंबई येथील आमचे कार्यालय (साधा नकाशा, प्रमाणात नाही).',
  mapLabels: {
    title: 'नकाशा',
    sea: 'अरबी समुद्र',
    park: 'उद्यान',
    keluskarRoad: 'केळुसकर रोड',
    ranadeRoad: 'रानडे रोड',
    railway: 'रेल्वे',
  },
  directions: 'दिशा पाहा',
  opensInNewTab: '(नवीन टॅबमध्ये उघडते)',
};
