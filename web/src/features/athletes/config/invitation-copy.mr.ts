import type { PageCopy } from '@/components/ui/page-intro';
import type * as English from './invitation-copy';

// The page a second guardian opens from the invitation mail.

export const invitationIntro: PageCopy = {
  heading: 'पालक म्हणून आमंत्रण',
  intro:
    'पालक खेळाडूचा प्रवेश घेऊ शकतात, त्याचे रँक आणि प्रमाणपत्रे पाहू शकतात आणि असोसिएशनशी त्याच्या वतीने बोलू शकतात.',
};

export const invitationCopy: typeof English.invitationCopy = {
  loading: 'आमंत्रण तपासत आहे…',
  invites: (invitedBy: string, athlete: string) =>
    `${invitedBy} तुम्हाला ${athlete} यांचे पालक होण्यासाठी आमंत्रित करत आहेत.`,
  explain:
    'तुम्ही खेळाडूचे पालक किंवा कायदेशीर पालक असाल तरच स्वीकारा. त्यानंतर खेळाडू तुमच्या प्रोफाइलमध्ये "माझे खेळाडू" खाली दिसेल.',
  accept: { idle: 'स्वीकारा', busy: 'स्वीकारत आहे…' },
  accepted: (athlete: string) => `तुम्ही आता ${athlete} यांचे पालक आहात.`,
  toMyAthletes: 'माझे खेळाडू पाहा',
  noToken: 'ही लिंक अपूर्ण आहे: कृपया आमंत्रणाच्या ईमेलमधील संपूर्ण लिंक उघडा.',
  loadFailed: 'आमंत्रण तपासता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  failed: 'आमंत्रण स्वीकारता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};
