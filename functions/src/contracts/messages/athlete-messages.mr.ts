import type { AthleteMessages } from './types';

// Texts of the athlete, guardian, profile and account forms in Marathi (the English module's twin).
export const athleteMessages: AthleteMessages = {
  fullNameRequired: 'पूर्ण नाव आवश्यक आहे',
  tooLong: 'हे खूप मोठे आहे',
  dateOfBirthRequired: 'जन्मतारीख आवश्यक आहे',
  dateOfBirthInvalid: 'कृपया योग्य जन्मतारीख लिहा',
  dateOfBirthFuture: 'जन्मतारीख भूतकाळातील असावी',
  dateOfBirthTooOld: 'कृपया जन्माचे वर्ष तपासा',
  genderRequired: 'कृपया मुलगा किंवा मुलगी निवडा (स्पर्धा गटांसाठी यापैकी एक लागते)',
  clubRequired: 'कृपया क्लब निवडा',
  relationshipRequired: 'खेळाडू तुमचा कोण आहे ते निवडा',
  consentRequired:
    '१८ वर्षांखालील मुलाची नोंद पालकांच्या संमतीनेच करता येते: कृपया सूचना वाचा आणि चौकटीत खूण करा',
  consentOutdated: 'तुम्ही सूचना उघडल्यानंतर ती बदलली आहे: कृपया नवी सूचना वाचा आणि पुन्हा खूण करा',
  guardianRequired: '१८ वर्षांखालील व्यक्ती स्वतःची नोंद ठेवू शकत नाही: पालकांनी ती जोडावी',
  guardianNotVerified:
    'मुलासाठी संमती देण्यासाठी तुम्ही ओळख पटलेले प्रौढ असणे आवश्यक आहे: आधी तुमचा ईमेल पत्ता सत्यापित करा आणि प्रोफाइलमध्ये तुमची जन्मतारीख (१८ किंवा अधिक) भरा',
  selfAlreadyHeld: 'तुमची स्वतःची खेळाडू नोंद आधीच आहे',
  nothingToChange: 'बदलण्यासारखे काही नाही: किमान एक माहिती पाठवा',
  emailRequired: 'ईमेल आवश्यक आहे',
  emailInvalid: 'ईमेल अवैध आहे',
  guardiansFull: 'एका खेळाडूचे जास्तीत जास्त दोन पालक असू शकतात',
  alreadyGuardian: 'ही व्यक्ती आधीच या खेळाडूची पालक आहे',
  inviteInvalid: 'हे आमंत्रण आता वैध नाही: पालकांना नवे आमंत्रण पाठवण्यास सांगा',
  inviteWrongAccount: 'हे आमंत्रण दुसऱ्या ईमेल पत्त्यावर पाठवले होते: स्वीकारण्यासाठी त्या पत्त्याने साइन इन करा',
  athleteNotFound: 'खेळाडू सापडला नाही',
  phoneInvalid: 'कृपया योग्य भारतीय फोन नंबर लिहा',
  nameRequired: 'नाव आवश्यक आहे',
  confirmEmailMismatch: 'खात्री करण्यासाठी तुमच्या खात्याचा ईमेल पत्ता अचूक लिहा',
};
