import { pagePath } from '@/config/page-registry';
import type { SubmitLabel } from '@/features/auth/types';
import type {
  ConfirmationCopy,
  AthletePickerCopy,
  EnrollmentFieldLabels,
  EnrollmentHistoryCopy,
  EnrollmentPlaceholders,
  EnrollmentSections,
  EnrollmentStatusKind,
  EnrollmentTermsCopy,
} from '@/features/enrollments/types';

// प्रवेश अर्ज, त्याची पोच आणि सदस्याची यादी यांचे शब्द (Marathi edition).

export const enrollmentFieldLabels: EnrollmentFieldLabels = {
  athleteId: 'हा प्रवेश कोणासाठी आहे?',
  fullName: 'पूर्ण नाव',
  email: 'ईमेल',
  phone: 'फोन',
  dateOfBirth: 'जन्मतारीख',
  gender: 'लिंग',
  address: 'पत्ता',
  city: 'शहर',
  state: 'राज्य',
  pincode: 'पिनकोड',
  emergencyContact: 'आपत्कालीन संपर्क व्यक्तीचे नाव',
  emergencyPhone: 'आपत्कालीन संपर्काचा फोन',
  program: 'कार्यक्रम',
  experience: 'अनुभव',
  medicalConditions: 'आजार / वैद्यकीय स्थिती (ऐच्छिक)',
  howDidYouHear: 'आमच्याबद्दल आपल्याला कुठून कळले?',
};

export const enrollmentStateName: string = 'महाराष्ट्र';

export const enrollmentPlaceholders: EnrollmentPlaceholders = {
  gender: 'लिंग निवडा',
  howDidYouHear: 'पर्याय निवडा',
};

export const athletePickerCopy: AthletePickerCopy = {
  someoneElse: 'दुसरी व्यक्ती (त्यांची माहिती भरा)',
  prefilled: (name: string) => `${name} यांच्या खेळाडू नोंदीतून भरले आहे; हा प्रवेश त्यांच्या नोंदीत जोडला जातो.`,
};

export const enrollmentSections: EnrollmentSections = {
  personal: 'वैयक्तिक माहिती',
  contact: 'संपर्क माहिती',
  program: 'कार्यक्रमाची माहिती',
  additional: 'इतर माहिती',
};

export const termsCopy: EnrollmentTermsCopy = {
  before: 'मी ',
  link: { label: 'अटी व शर्ती', to: pagePath('termsAndConditions') },
  after: ' मान्य करतो/करते',
};

export const enrollmentSubmitLabel: SubmitLabel = {
  idle: 'प्रवेश अर्ज पाठवा',
  busy: 'पाठवत आहोत...',
};

export const requiredNote: string = '* खूण असलेली माहिती भरणे आवश्यक आहे.';

export const confirmationCopy: ConfirmationCopy = {
  heading: 'प्रवेश अर्ज मिळाला',
  referenceBefore: 'आपला संदर्भ क्रमांक आहे ',
  nextSteps:
    'कृपया हा क्रमांक जपून ठेवा: या प्रवेशाबद्दल आमच्याशी संपर्क साधताना तो सांगा. आमचे कार्यालय आपली माहिती तपासून, वर्ग, वेळा आणि शुल्क निश्चित करण्यासाठी काही कामकाजाच्या दिवसांत आपल्याशी संपर्क साधेल.',
  historyBefore: 'अर्जाची स्थिती आपण ',
  historyLink: { label: 'आपल्या प्रोफाइलमधील', to: pagePath('profile') },
  historyAfter: ' “प्रवेश अर्ज” विभागात पाहू शकता.',
  actions: {
    programs: { label: 'कार्यक्रम पाहा', to: pagePath('programs') },
    home: { label: 'मुख्य पानावर परत जा', to: pagePath('home') },
  },
};

export const enrollmentHistoryCopy: EnrollmentHistoryCopy = {
  caption: 'आपले प्रवेश अर्ज',
  loading: 'आपले प्रवेश अर्ज आणत आहोत',
  empty: 'आपण अजून कोणत्याही कार्यक्रमात प्रवेश घेतलेला नाही.',
  enrollLink: { label: 'कार्यक्रमात प्रवेश घ्या', to: pagePath('enroll') },
  failed: 'आपले प्रवेश अर्ज आणता आले नाहीत',
  retry: 'पुन्हा प्रयत्न करा',
  columns: {
    reference: 'संदर्भ क्रमांक',
    program: 'कार्यक्रम',
    status: 'स्थिती',
    submitted: 'पाठवल्याची तारीख',
    note: 'कार्यालयाची टीप',
  },
};

/** The member's list shows these words for the status. */
export const enrollmentStatusLabels: Record<EnrollmentStatusKind, string> = {
  approved: 'मंजूर',
  rejected: 'नामंजूर',
  pending: 'प्रलंबित',
};
