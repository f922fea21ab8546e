import type { SiteLanguage } from '../contracts/site-language';

/** The words of the guardian-invitation mail; the layout is invite-mail.ts. */
export interface InviteMailCopy {
  htmlLang: string;
  subject: string;
  greeting: string;
  /** Who invites; the child's name is left out on purpose (the address may be mistyped). */
  invitation: (inviterName: string) => string;
  anonymousInvitation: string;
  openLink: string;
  button: string;
  copyLink: string;
  expiry: string;
  notYou: string;
  signature: string;
}

const ASSOCIATION = 'Maharashtra Taekwondo Association';
const ASSOCIATION_MR = 'महाराष्ट्र तायक्वांदो असोसिएशन';

/** Both languages in one module: the functions write the mail in the language a request names. */
export const inviteMailCopy: Readonly<Record<SiteLanguage, InviteMailCopy>> = {
  en: {
    htmlLang: 'en',
    subject: `${ASSOCIATION}: you are invited to be an athlete's guardian`,
    greeting: 'Hello,',
    invitation: (name) =>
      `${name} invites you to be the second parent or guardian of an athlete they hold in the ${ASSOCIATION} member portal.`,
    anonymousInvitation: `A parent or guardian invites you to be the second parent or guardian of an athlete they hold in the ${ASSOCIATION} member portal.`,
    openLink:
      'To see who the athlete is and accept, sign in with this email address (and verify it) and open this link:',
    button: 'See the invitation',
    copyLink: 'If the button does not work, copy this link into your browser:',
    expiry: 'The link works for 7 days.',
    notYou: 'If you do not know the sender, ignore this email: nothing changes.',
    signature: ASSOCIATION,
  },
  mr: {
    htmlLang: 'mr',
    subject: `${ASSOCIATION_MR}: खेळाडूचे पालक होण्याचे आमंत्रण`,
    greeting: 'नमस्कार,',
    invitation: (name) =>
      `${name} यांनी ${ASSOCIATION_MR} सदस्य पोर्टलवरील त्यांच्या खेळाडूचे दुसरे पालक होण्यासाठी आपल्याला आमंत्रित केले आहे.`,
    anonymousInvitation: `एका पालकांनी ${ASSOCIATION_MR} सदस्य पोर्टलवरील त्यांच्या खेळाडूचे दुसरे पालक होण्यासाठी आपल्याला आमंत्रित केले आहे.`,
    openLink:
      'खेळाडू कोण आहे ते पाहण्यासाठी आणि आमंत्रण स्वीकारण्यासाठी याच ई-मेल पत्त्याने साइन इन करा (तो सत्यापित करा) आणि ही लिंक उघडा:',
    button: 'आमंत्रण पाहा',
    copyLink: 'बटण चालले नाही, तर ही लिंक कॉपी करून ब्राउझरमध्ये उघडा:',
    expiry: 'ही लिंक 7 दिवस चालते.',
    notYou: 'पाठवणाऱ्यांना आपण ओळखत नसाल, तर या ई-मेलकडे दुर्लक्ष करा: काहीही बदलणार नाही.',
    signature: ASSOCIATION_MR,
  },
};
