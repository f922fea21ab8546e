import type { SiteLanguage } from '../../contracts/site-language';

/** The words of the password-reset mail; the mail's layout is reset-mail.ts. */
export interface ResetMailCopy {
  /** `<html lang>` of the HTML part. */
  htmlLang: string;
  subject: string;
  greeting: (name: string) => string;
  anonymousGreeting: string;
  request: string;
  openLink: string;
  button: string;
  copyLink: string;
  /** Firebase password-reset codes expire after one hour. */
  expiry: string;
  notYou: string;
  signature: string;
}

const ASSOCIATION = 'Maharashtra Taekwondo Association';
const ASSOCIATION_MR = 'महाराष्ट्र तायक्वांदो असोसिएशन';

/**
 * Both languages in one module: the functions answer in the language a request names (the web app's
 * `.mr.ts` twins are for its Marathi build, which the functions never compile).
 */
export const resetMailCopy: Readonly<Record<SiteLanguage, ResetMailCopy>> = {
  en: {
    htmlLang: 'en',
    subject: `Reset your ${ASSOCIATION} password`,
    greeting: (name) => `Hello ${name},`,
    anonymousGreeting: 'Hello,',
    request: `We received a request to reset the password of your ${ASSOCIATION} member account.`,
    openLink: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    copyLink: 'If the button does not work, copy this link into your browser:',
    expiry: 'The link works once and expires in 1 hour.',
    notYou: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    signature: ASSOCIATION,
  },
  mr: {
    htmlLang: 'mr',
    subject: `${ASSOCIATION_MR}: आपला पासवर्ड नव्याने ठेवा`,
    greeting: (name) => `नमस्कार ${name},`,
    anonymousGreeting: 'नमस्कार,',
    request: `आपल्या ${ASSOCIATION_MR} सदस्य खात्याचा पासवर्ड नव्याने ठेवण्याची विनंती आम्हाला मिळाली आहे.`,
    openLink: 'नवा पासवर्ड निवडण्यासाठी ही लिंक उघडा:',
    button: 'नवा पासवर्ड निवडा',
    copyLink: 'बटण चालले नाही, तर ही लिंक कॉपी करून ब्राउझरमध्ये उघडा:',
    expiry: 'ही लिंक एकदाच वापरता येते आणि 1 तासात कालबाह्य होते.',
    notYou: 'ही विनंती आपण केली नसेल, तर या ई-मेलकडे दुर्लक्ष करा: आपला पासवर्ड आहे तसाच राहील.',
    signature: ASSOCIATION_MR,
  },
};
