// खाते, लॉग इन आणि पासवर्डच्या पानांचे शब्द (issue 8). Paths and durations as in auth-copy.ts.
import { pagePath } from '@/config/page-registry';
import type {
  AccountMenuCopy,
  AuthFieldLabels,
  AuthFormCopy,
  AuthLinks,
  AuthSubmitLabels,
  AuthToasts,
  DashboardCopy,
  GoogleMessages,
  MemberOfflineCopy,
  StatusTexts,
} from '@/features/auth/types';

export const fieldLabels: AuthFieldLabels = {
  name: 'पूर्ण नाव',
  email: 'ईमेल',
  phone: 'फोन (ऐच्छिक)',
  password: 'पासवर्ड',
  confirmPassword: 'पासवर्डची खात्री करा',
  remember: 'मला लक्षात ठेवा',
  currentPassword: 'सध्याचा पासवर्ड',
  newPassword: 'नवीन पासवर्ड',
  confirmNewPassword: 'नवीन पासवर्डची खात्री करा',
};

export const submitLabels: AuthSubmitLabels = {
  signIn: { idle: 'लॉग इन करा', busy: 'लॉग इन करत आहोत...' },
  register: { idle: 'खाते तयार करा', busy: 'खाते तयार करत आहोत...' },
  sendResetLink: { idle: 'लिंक पाठवा', busy: 'पाठवत आहोत...' },
  resetPassword: { idle: 'पासवर्ड बदला', busy: 'बदलत आहोत...' },
  updatePassword: { idle: 'पासवर्ड बदला', busy: 'बदलत आहोत...' },
  google: { idle: 'Google सह पुढे चला', busy: 'Google शी जोडत आहोत...' },
};

export const authLinks: AuthLinks = {
  forgotPassword: { label: 'पासवर्ड विसरलात?', to: pagePath('forgotPassword') },
  register: { label: 'नवीन खाते तयार करा', to: pagePath('register') },
  signIn: { label: 'लॉग इन करा', to: pagePath('login') },
  backToSignIn: { label: 'लॉग इनकडे परत जा', to: pagePath('login') },
  requestNewLink: { label: 'नवीन लिंक मागवा', to: pagePath('forgotPassword') },
  createAccount: { label: 'खाते तयार करा', to: pagePath('register') },
  terms: { label: 'अटी व शर्ती', to: pagePath('termsAndConditions') },
  privacy: { label: 'गोपनीयता धोरण', to: pagePath('privacyPolicy') },
};

export const googleMessages: GoogleMessages = {
  popupClosed: 'लॉग इनची विंडो बंद झाली. कृपया पुन्हा प्रयत्न करा.',
  unauthorizedDomain: 'या डोमेनला लॉग इनसाठी परवानगी नाही. कृपया असोसिएशनच्या कार्यालयाशी संपर्क साधा.',
  notConfigured: 'लॉग इन सेवा नीट सेट केलेली नाही. कृपया असोसिएशनच्या कार्यालयाशी संपर्क साधा.',
  notAvailable: 'Google लॉग इन सध्या उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  noUser: 'Google कडून आपली माहिती मिळाली नाही. कृपया पुन्हा प्रयत्न करा.',
  failed: (detail: string) => `लॉग इन होऊ शकले नाही: ${detail}`,
  unknownError: 'अज्ञात अडचण',
  callbackFailed: 'लॉग इन पूर्ण झाले नाही. कृपया पुन्हा प्रयत्न करा.',
  callbackOuterFailure: 'लॉग इन पूर्ण झाले नाही. कृपया ईमेलने नोंदणी करून पाहा.',
};

export const authToasts: AuthToasts = {
  accountCreated: (name: string) => `स्वागत आहे, ${name}! आपले खाते तयार झाले आहे.`,
  welcome: (name: string) => `स्वागत आहे, ${name}!`,
  welcomeDurationMs: 4000,
  registrationFailed: 'नोंदणी होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
  passwordUpdateFailed: 'पासवर्ड बदलता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  logoutFailed: 'लॉग आउट होऊ शकले नाही. कृपया पुन्हा प्रयत्न करा.',
  logoutFailedDurationMs: 3000,
};

export const statusTexts: StatusTexts = {
  checkingSignIn: 'आपले लॉग इन तपासत आहोत…',
  signingYouIn: 'आपल्याला लॉग इन करत आहोत',
  verifyingResetLink: 'पासवर्ड बदलण्याची लिंक तपासत आहोत...',
  resetRedirecting: 'आपल्याला लॉग इन पानावर नेत आहोत...',
  emailSentHeading: 'आपला ईमेल तपासा',
  tryAgain: 'पुन्हा प्रयत्न करा',
};

export const memberOfflineCopy: MemberOfflineCopy = {
  title: 'आपण ऑफलाइन आहात',
  text: 'आपले खाते आणि प्रवेश अर्ज या डिव्हाइसवर जतन केलेले नसतात, त्यामुळे या पानासाठी इंटरनेट कनेक्शन लागते. कृपया पुन्हा कनेक्ट व्हा, मग पान उघडेल.',
};

export const dashboardCopy: DashboardCopy = {
  tabsLabel: 'खात्याचे विभाग',
  tabs: { profile: 'प्रोफाइल', enrollments: 'प्रवेश अर्ज' },
  profileHeading: 'आपली माहिती',
  changePasswordHeading: 'पासवर्ड बदला',
  enrollmentsHeading: 'आपले प्रवेश अर्ज',
  fields: {
    name: 'नाव',
    email: 'ईमेल',
    phone: 'फोन',
    role: 'भूमिका',
    memberSince: 'सदस्य कधीपासून',
  },
  notProvided: 'दिलेला नाही',
  defaultRole: 'विद्यार्थी',
  roleLabels: { student: 'विद्यार्थी', instructor: 'प्रशिक्षक', admin: 'प्रशासक (admin)' },
};

export const authFormCopy: AuthFormCopy = {
  orDivider: 'किंवा',
  termsBefore: 'मी ',
  termsBetween: ' आणि ',
  termsAfter: ' मान्य करतो/करते',
  newHere: 'नवीन आहात?',
  alreadyMember: 'आधीच सदस्य आहात?',
};

export const accountMenuCopy: AccountMenuCopy = {
  account: 'खाते',
  accountOf: (name: string) => `खाते: ${name}`,
  signedInAs: 'लॉग इन केलेले:',
  signOut: 'लॉग आउट',
};
