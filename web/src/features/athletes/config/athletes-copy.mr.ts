import type { AthleteGender, AthleteRelationship } from '@contracts/athlete';
import type * as English from './athletes-copy';

// Words of the member's athlete screens. The end-to-end tests find controls by these labels, so
// change them there too. Validation and server texts live in @contracts/athlete.

export const athletesCopy: typeof English.athletesCopy = {
  intro:
    'तुम्ही सांभाळत असलेली मुले आणि पाल्य, आणि तुम्ही स्वतः प्रशिक्षण घेत असल्यास तुम्ही. प्रत्येक खेळाडूला सदस्यत्व क्रमांक मिळतो, जो रँक, प्रमाणपत्रे आणि स्पर्धांसाठी त्याच्याकडेच राहतो.',
  loading: 'तुमचे खेळाडू लोड होत आहेत…',
  loadFailed: 'तुमचे खेळाडू लोड करता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  empty: 'अजून एकही खेळाडू नाही. प्रवेश घेण्यासाठी आणि रँक पाहण्यासाठी तुमचे मूल, पाल्य किंवा स्वतःला जोडा.',
  add: 'खेळाडू जोडा',
  listLabel: 'तुमचे खेळाडू',
  fields: {
    membershipNumber: 'सदस्यत्व क्रमांक',
    club: 'क्लब',
    rank: 'रँक',
    age: 'वय',
    consent: 'संमती',
    guardians: 'पालक',
  },
  age: (years: number) => `${years} वर्षे`,
  guardians: (count: number) => (count >= 2 ? '2 पैकी 2 (आणखी जोडता येणार नाहीत)' : `2 पैकी ${count}`),
  consentGivenByYou: (date: string, version: string) =>
    `तुम्ही ${date} रोजी संमती दिली (सूचना ${version})`,
  consentGivenByOther: (date: string, version: string) =>
    `दुसऱ्या पालकांनी ${date} रोजी संमती दिली (सूचना ${version})`,
  consentAdult: 'प्रौढ — संमतीची गरज नाही',
  consentMissing: 'संमतीची नोंद नाही: कृपया कार्यालयाशी संपर्क साधा',
  actions: {
    edit: (name: string) => `${name} — बदला`,
    editShort: 'बदला',
    invite: 'दुसऱ्या पालकांना आमंत्रित करा',
    remove: 'काढून टाका',
    removeNamed: (name: string) => `${name} — काढून टाका`,
  },
  toasts: {
    added: (name: string) => `${name} जोडले`,
    saved: 'बदल जतन झाले',
    removed: (name: string) => `${name} काढले आणि त्यांची नोंद पुसली`,
    invited: (email: string) => `${email} वर आमंत्रण पाठवले`,
  },
};

export const relationshipLabels: Record<AthleteRelationship, string> = {
  child: 'माझे मूल',
  ward: 'माझ्या देखरेखीतील पाल्य (मी कायदेशीर पालक आहे)',
  self: 'मी स्वतः',
};

export const genderLabels: Record<AthleteGender, string> = { male: 'पुरुष', female: 'स्त्री' };

export const addFormCopy: typeof English.addFormCopy = {
  heading: 'खेळाडू जोडा',
  note: '* खूण असलेली माहिती आवश्यक आहे. मुलाचा ईमेल किंवा फोन आम्ही विचारत नाही: तुम्हीच त्याचा संपर्क आहात.',
  relationship: 'तुम्ही कोणाला जोडत आहात?',
  fullName: 'पूर्ण नाव',
  dateOfBirth: 'जन्मतारीख',
  gender: 'लिंग',
  genderHint: 'स्पर्धांचे गट लिंगानुसार असतात.',
  club: 'क्लब',
  clubPlaceholder: 'क्लब निवडा',
  submit: { idle: 'खेळाडू जोडा', busy: 'जोडत आहे…' },
  cancel: 'रद्द करा',
  failed: 'खेळाडू जोडता आला नाही. कृपया पुन्हा प्रयत्न करा.',
};

export const consentCopy: typeof English.consentCopy = {
  heading: '१८ वर्षांखालील मुलासाठी संमती',
  lead: 'मुलाची माहिती ठेवण्यापूर्वी पालक किंवा कायदेशीर पालकांची संमती घेणे कायद्याने आवश्यक आहे. कृपया खालील सूचना पूर्ण वाचा.',
  noticeLabel: 'पालकांसाठी गोपनीयता सूचना',
  version: (version: string) => `सूचना आवृत्ती ${version}`,
  loading: 'सूचना लोड होत आहे…',
  loadFailed: 'सूचना लोड करता आली नाही, त्यामुळे अजून संमती देता येत नाही.',
  retry: 'सूचना पुन्हा लोड करा',
  checkbox:
    'मी वरील सूचना वाचली आहे. मुलाचे पालक किंवा कायदेशीर पालक म्हणून, सूचनेत सांगितल्याप्रमाणे ही माहिती ठेवण्यास आणि वापरण्यास मी असोसिएशनला संमती देतो/देते.',
};

export const guardianCheckCopy: typeof English.guardianCheckCopy = {
  heading: 'मुलासाठी संमती देण्यापूर्वी',
  lead: 'संमती देणारी व्यक्ती ओळख पटलेली प्रौढ आहे हे आम्हाला कायद्याने माहीत असणे आवश्यक आहे. तुमच्या खात्यात अजून हे हवे:',
  verifyEmail: 'सत्यापित ईमेल पत्ता — आम्ही पाठवलेली लिंक उघडा, किंवा प्रोफाइलमधून नवी लिंक मागवा',
  verifyEmailIfNeeded:
    'सत्यापित ईमेल पत्ता, अजून सत्यापित केला नसल्यास — आम्ही पाठवलेली लिंक उघडा, किंवा प्रोफाइलमधून नवी लिंक मागवा',
  dateOfBirth: 'प्रोफाइलमध्ये तुमची स्वतःची जन्मतारीख (तुमचे वय १८ किंवा अधिक असावे)',
  link: 'तुमच्या प्रोफाइलवर जा',
  after: 'मग "माझे खेळाडू" मध्ये परत येऊन खेळाडू पुन्हा जोडा.',
};

export const editFormCopy: typeof English.editFormCopy = {
  heading: (name: string) => `${name} — माहिती बदला`,
  note: 'इथे फक्त नाव आणि क्लब बदलता येतो. जन्मतारीख किंवा लिंग चुकले असल्यास कृपया कार्यालयाशी संपर्क साधा.',
  submit: { idle: 'बदल जतन करा', busy: 'जतन होत आहे…' },
  cancel: 'रद्द करा',
  failed: 'बदल जतन करता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
};

export const removeCopy: typeof English.removeCopy = {
  title: (name: string) => `${name} यांना काढून टाकायचे?`,
  text: 'खेळाडूला काढल्याने तुमची संमती मागे घेतली जाते आणि त्यांची नोंद पुसली जाते: नाव, जन्मतारीख, क्लब आणि रँकचा इतिहास. आधी दिलेली प्रमाणपत्रे नावाशिवाय पडताळता येत राहतात. हे परत करता येत नाही.',
  confirm: 'काढा आणि पुसा',
  busy: 'काढत आहे…',
  cancel: 'खेळाडू ठेवा',
  failed: 'खेळाडूला काढता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};

export const inviteCopy: typeof English.inviteCopy = {
  heading: (name: string) => `${name} साठी दुसऱ्या पालकांना आमंत्रित करा`,
  lead: 'एका खेळाडूचे जास्तीत जास्त दोन पालक असू शकतात. आम्ही त्या व्यक्तीला लिंक ईमेल करतो; ती त्या पत्त्याने साइन इन (किंवा नोंदणी) करून आमंत्रण स्वीकारते.',
  full: 'या खेळाडूचे आधीच दोन पालक आहेत, जी कमाल मर्यादा आहे.',
  email: 'त्यांचा ईमेल पत्ता',
  submit: { idle: 'आमंत्रण पाठवा', busy: 'पाठवत आहे…' },
  cancel: 'रद्द करा',
  failed: 'आमंत्रण पाठवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};
