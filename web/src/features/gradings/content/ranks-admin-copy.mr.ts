import type { PageCopy } from '@/components/ui/page-intro';

// कार्यालयाचे रँक आणि प्रमाणपत्रे पान: ranks-admin-copy.ts चे मराठी रूप.

export const ranksAdminIntro: PageCopy = {
  heading: 'रँक आणि प्रमाणपत्रे',
  intro: 'खेळाडूचा रँक इतिहास पाहा, प्रणालीपूर्वी मिळवलेली रँक कारणासह नोंदवा, किंवा प्रमाणपत्र रद्द करा.',
};

export const ranksAdminCopy = {
  backToAdmin: 'प्रशासनाकडे परत',
  find: {
    heading: 'खेळाडूच्या रँक',
    show: (name: string) => `${name} यांच्या रँक दाखवा`,
    showShort: 'रँक',
  },
  history: {
    heading: (name: string) => `${name} यांच्या रँक`,
    empty: 'अजून रँक नोंदलेली नाही (पांढरा बेल्ट).',
    loading: 'रँक इतिहास उघडत आहे…',
    loadFailed: 'रँक इतिहास उघडता आला नाही.',
    sources: { grading: 'श्रेणी परीक्षा', recognised: 'मान्य केलेली' },
    certificate: (number: string) => `प्रमाणपत्र ${number}`,
  },
  recognise: {
    heading: 'मान्य केलेली रँक नोंदवा',
    rank: 'रँक',
    awardedOn: 'मिळवल्याची तारीख',
    reason: 'कारण',
    reasonHint: 'उदाहरणार्थ, कोणत्या संस्थेचे कोणते प्रमाणपत्र दाखवले.',
    submit: 'रँक नोंदवा',
    done: 'रँक नोंदवली.',
    noHigherRank: 'हा खेळाडू आधीच सर्वोच्च रँकवर आहे.',
  },
  revoke: {
    heading: 'प्रमाणपत्र रद्द करा',
    number: 'प्रमाणपत्र क्रमांक',
    reason: 'कारण',
    submit: 'प्रमाणपत्र रद्द करा',
    done: (number: string) => `प्रमाणपत्र ${number} रद्द केले.`,
  },
};
