import { privacyRights, readablePath, type PrivacyRightId } from '@contracts/privacy-rights';
import type { RightWords } from '@/features/legal/content/privacy-rights-text';
import type { DefinitionRow } from '@/features/legal/types';

// “आपले अधिकार”: one row per right of contracts/privacy-rights.ts, in Marathi (a right without
// words here fails the typecheck).

const words: Record<PrivacyRightId, RightWords> = {
  access: {
    term: 'आपली माहिती पाहणे',
    description: 'आमच्याकडे आपली आणि आपण पालक असलेल्या खेळाडूंची कोणती माहिती आहे ते आपल्या प्रोफाइलमध्ये दिसते.',
    where: 'आपले प्रोफाइल',
  },
  correct: {
    term: 'दुरुस्ती',
    description: 'आपले नाव, फोन नंबर आणि जन्मतारीख आपण स्वतः बदलू शकता.',
    where: 'प्रोफाइल संपादित करा',
  },
  download: {
    term: 'माहिती डाउनलोड करणे',
    description:
      'आपली आणि आपण पालक असलेल्या खेळाडूंची आमच्याकडील सर्व माहिती एकाच फाइलमध्ये (JSON): प्रोफाइल, खेळाडू व त्यांच्या संमतीच्या नोंदी, प्रवेश अर्ज, चौकशा, आमंत्रणे आणि आम्ही आपल्याला पाठवलेले ईमेल.',
    where: 'माझी माहिती डाउनलोड करा',
  },
  erase: {
    term: 'माहिती हटवणे',
    description:
      'आपले खाते आणि आपली सर्व माहिती एकाच वेळी हटवा. फक्त आपणच पालक असलेले खेळाडूही त्यासोबत हटवले जातात; दुसरा पालक असलेला खेळाडू त्यांच्याकडे राहतो. खात्री करण्यासाठी आपण आपल्या खात्याचा ईमेल पत्ता टाइप करता.',
    where: 'माझे खाते हटवा',
  },
  withdrawChildConsent: {
    term: 'मुलासाठी दिलेली संमती मागे घेणे',
    description:
      'पालक मुलासाठी दिलेली संमती केव्हाही मागे घेऊ शकतात: मुलाची नोंद, त्याचे प्रवेश अर्ज आणि प्रलंबित आमंत्रणे हटवली जातात.',
    where: 'आपल्या प्रोफाइलमधील खेळाडूचे पान',
  },
};

export const privacyRightRows: readonly DefinitionRow[] = privacyRights.map((right) => ({
  term: words[right.id].term,
  description: [
    `${words[right.id].description} `,
    { text: words[right.id].where, href: right.page },
    `. विनंती: ${right.method} ${readablePath(right.path)}`,
  ],
}));
