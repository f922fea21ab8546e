import type { ChampionshipMessageKey } from './championship-messages';

// Texts of the championship forms and answers in Marathi (the English module's twin).
export const championshipMessages: Readonly<Record<ChampionshipMessageKey, string>> = {
  disciplinesRequired: 'किमान एक प्रकार निवडा',
  disciplinesRepeated: 'प्रत्येक प्रकार एकदाच',
  competitionYearInvalid: 'स्पर्धेचे वर्ष लिहा, उदा. २०२६',
  deadlineAfterStart: 'प्रवेशाची अंतिम तारीख स्पर्धेच्या पहिल्या दिवसापूर्वी किंवा त्याच दिवशी असावी',
  notATournament: 'फक्त स्पर्धाच प्रवेशासाठी खुली करता येते',
  hasEntries: 'प्रवेश आधीच झाले आहेत: स्पर्धेचे वर्ष बदलता येणार नाही, आणि प्रवेश असलेला प्रकार काढता येणार नाही',
  championshipNotFound: 'हा कार्यक्रम प्रवेशासाठी खुला नाही',
  athleteRequired: 'खेळाडू निवडा',
  weightInvalid: 'वजन किलोमध्ये लिहा',
  weightOutOfRange: '१५ ते २०० किलो दरम्यान वजन लिहा',
  weightPrecision: 'वजन जास्तीत जास्त दोन दशांश स्थळांपर्यंत लिहा',
  disciplineNotOffered: 'या स्पर्धेत हा प्रकार नाही',
  entriesClosed: 'या स्पर्धेचे प्रवेश बंद झाले आहेत',
  duplicateEntry: 'हा खेळाडू या प्रकारात आधीच प्रविष्ट आहे',
  entryNotFound: 'प्रवेश सापडला नाही',
  otherClub: 'तुम्ही दुसऱ्या क्लबचे प्रशिक्षक आहात: तुम्ही फक्त त्याच क्लबच्या खेळाडूंचा प्रवेश करू शकता',
  entryWithdrawn: 'हा प्रवेश मागे घेतला आहे',
  notWeighable: 'फक्त प्रविष्ट किंवा वजनाची वाट पाहणाऱ्या क्योरुगी प्रवेशाचेच वजन घेता येते',
  noDecisionPending: 'हा प्रवेश निर्णयाची वाट पाहत नाही',
  decisionRequired: 'हलवा किंवा अपात्र करा यापैकी एक निवडा',
  notOfficial: 'हे फक्त पंच/अधिकारी किंवा कार्यालय करू शकते',
  notCoach: 'हे फक्त क्लबचे प्रशिक्षक करू शकतात',
  userNotFound: 'या ओळखीचे खाते नाही',
};
