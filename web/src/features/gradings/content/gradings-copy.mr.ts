import type { PageCopy } from '@/components/ui/page-intro';

// कार्यालयाच्या श्रेणी परीक्षा: gradings-copy.ts चे मराठी रूप.

export const gradingsIntro: PageCopy = {
  heading: 'श्रेणी परीक्षा',
  intro:
    'परीक्षा तयार करा, मग परीक्षेच्या ठिकाणी ती उघडून उमेदवार जोडा, प्रत्येकाचा निकाल नोंदवा आणि प्रमाणपत्रे द्या.',
};

export const gradingIntro: PageCopy = {
  heading: 'श्रेणी परीक्षा',
  intro: 'उमेदवार जोडा, उत्तीर्ण किंवा अनुत्तीर्ण आणि नवी रँक नोंदवा, मग प्रमाणपत्रे द्या.',
};

export const gradingsCopy = {
  backToAdmin: 'प्रशासनाकडे परत',
  backToGradings: 'सर्व श्रेणी परीक्षा',
  form: {
    heading: 'नवी श्रेणी परीक्षा',
    date: 'तारीख',
    city: 'शहर',
    venue: 'ठिकाण',
    examiners: 'परीक्षक',
    examinersHint: 'प्रत्येक ओळीत एक नाव.',
    submit: 'परीक्षा तयार करा',
    created: 'परीक्षा तयार झाली.',
  },
  list: {
    heading: 'सर्व श्रेणी परीक्षा',
    empty: 'अजून एकही परीक्षा नाही.',
    loading: 'परीक्षा उघडत आहे…',
    loadFailed: 'परीक्षा उघडता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    summary: (results: number, passes: number) =>
      results === 0 ? 'अजून निकाल नाहीत' : `${results} निकाल, ${passes} उत्तीर्ण`,
  },
  facts: (date: string, city: string, venue: string) => `${date}, ${venue}, ${city}`,
  examinedBy: (names: string) => `परीक्षक: ${names}`,
  loading: 'परीक्षा उघडत आहे…',
  loadFailed: 'परीक्षा उघडता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  search: {
    heading: 'उमेदवार जोडा',
    label: 'नाव किंवा सदस्यत्व क्रमांक',
    button: 'शोधा',
    searching: 'शोधत आहे…',
    none: (q: string) => `“${q}” शी जुळणारा खेळाडू नाही.`,
    add: (name: string) => `${name} यांना जोडा`,
    added: 'जोडले',
    failed: 'शोध अयशस्वी झाला. कृपया पुन्हा प्रयत्न करा.',
  },
  candidates: {
    heading: 'उमेदवार',
    empty: 'अजून उमेदवार नाहीत: वर शोधून जोडा.',
    current: (rank: string) => `सध्या: ${rank}`,
    result: 'निकाल',
    pass: 'उत्तीर्ण',
    fail: 'अनुत्तीर्ण',
    rank: 'परीक्षेची रँक',
    remove: (name: string) => `${name} यांना काढा`,
    removeShort: 'काढा',
    noHigherRank: 'आधीच सर्वोच्च रँकवर.',
  },
  record: {
    button: (count: number) =>
      count === 1 ? '1 निकाल नोंदवा आणि प्रमाणपत्र द्या' : `${count} निकाल नोंदवा आणि प्रमाणपत्रे द्या`,
    sending: 'नोंदवत आहे…',
    done: (issued: number) => `${issued} प्रमाणपत्रे दिली.`,
  },
  recorded: {
    heading: 'नोंदवलेले निकाल',
    empty: 'अजून निकाल नोंदवलेले नाहीत.',
    pass: 'उत्तीर्ण',
    fail: 'अनुत्तीर्ण',
    certificate: (number: string) => `प्रमाणपत्र ${number}`,
  },
};
