import type { PageCopy } from '@/components/ui/page-intro';
import { marathiDigits } from '@contracts/marathi-digits';

// The Marathi edition of brackets-copy.ts.

export const bracketsIntro: PageCopy = {
  heading: 'ड्रॉ आणि लढती',
  intro:
    'प्रत्येक गटाचा ड्रॉ, फेरीनुसार, आणि पंचांनी निकाल निश्चित करताच तो निकाल. येथे प्रत्येक खेळाडूचे फक्त नाव आणि क्लब दिसतो.',
};

/** The Marathi round names (roundName in brackets-copy.ts). */
export function roundName(matchesInRound: number): string {
  if (matchesInRound === 1) return 'अंतिम फेरी';
  if (matchesInRound === 2) return 'उपांत्य फेरी';
  if (matchesInRound === 4) return 'उपांत्यपूर्व फेरी';
  return `${marathiDigits(matchesInRound * 2)} खेळाडूंची फेरी`;
}

export const bracketsCopy = {
  event: (title: string) => `स्पर्धा: ${title}`,
  loading: 'ड्रॉ येत आहे…',
  loadFailed: 'ड्रॉ आणता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  notDrawn: 'ड्रॉ अजून काढलेला नाही. प्रवेशिका बंद झाल्यावर कार्यालय ड्रॉ काढेल, तेव्हा तो येथे दिसेल.',
  division: 'गट',
  rounds: 'फेऱ्या',
  noBouts: (athlete: string) => `या गटात ${athlete} हे एकच खेळाडू आहेत: लढत नाही.`,
  match: (position: number) => `लढत ${marathiDigits(position)}`,
  red: 'लाल',
  blue: 'निळा',
  bye: 'बाय',
  toCome: 'आधीच्या लढतीचा विजेता',
  winner: 'विजेता',
  byeWin: 'बायमुळे पुढे',
  followed: 'पाहत आहात',
  find: {
    label: 'खेळाडू शोधा',
    hint: 'कोणत्याही गटातील खेळाडू शोधण्यासाठी आणि त्याच्या लढती पाहण्यासाठी नावाचा भाग लिहा.',
    results: 'सापडलेले खेळाडू',
    none: 'या नावाचा खेळाडू या स्पर्धेत नाही.',
    follow: (name: string, club: string, division: string) =>
      `${name}, ${club} (${division}) यांच्या लढती पाहा`,
    following: (name: string) => `${name} यांच्या लढती “पाहत आहात” अशा खुणेने दिसतात.`,
    stop: 'पाहणे थांबवा',
  },
  live: {
    polling: 'हे पान उघडे असताना नवे निकाल आपोआप येथे दिसतात.',
    finished: 'सर्व गटांचे निकाल लागले आहेत.',
    newResults: (count: number) =>
      count === 1 ? 'एक नवा निकाल आला आहे.' : `${marathiDigits(count)} नवे निकाल आले आहेत.`,
    won: (name: string, round: string) => `${name} यांनी ${round} मधील लढत जिंकली.`,
  },
  check: {
    seed: 'प्रकाशित बीज',
    fingerprint: 'प्रवेशिकांचा प्रकाशित ठसा',
    heading: 'हा ड्रॉ तपासा',
    button: 'हा ड्रॉ तपासा',
    checking: 'या उपकरणावर ड्रॉ तपासत आहे…',
    ok: 'हा ड्रॉ बरोबर आहे.',
    okDetail: (entries: number, divisions: number) =>
      `${marathiDigits(divisions)} गटांच्या ${marathiDigits(entries)} प्रवेशिकांवरून प्रकाशित ठसा मिळतो, आणि प्रकाशित बीजावरून येथे पुन्हा काढलेल्या ड्रॉमध्ये पहिल्या फेरीची प्रत्येक लढत प्रकाशित ड्रॉप्रमाणेच आहे.`,
    failed: 'हा ड्रॉ प्रकाशित ड्रॉशी जुळत नाही.',
    hash: (published: string, computed: string) =>
      `प्रवेशिकांवरून ${computed} हा ठसा मिळतो, पण प्रकाशित ठसा ${published} आहे.`,
    division: (name: string) => `${name}: येथे काढलेल्या ड्रॉमधील गट किंवा प्रवेशिका वेगळ्या आहेत.`,
    bout: (division: string, bout: string, published: string, computed: string) =>
      `${division}, ${bout}: प्रकाशित ${published}; येथे काढलेला ड्रॉ ${computed} देतो.`,
    pair: (red: string, blue: string) => `${red} विरुद्ध ${blue}`,
    loadFailed: 'तपासणी सुरू करता आली नाही. कृपया नेटवर्क तपासून पुन्हा प्रयत्न करा.',
    explain:
      'ड्रॉ एका प्रोग्रामने काढला जातो, जो कोणीही चालवू शकतो. तो प्रत्येक प्रवेशिकेच्या ठशापासून (प्रवेशिका क्रमांक क्रमाने लावून, एका ओळीत एक, त्यांचा SHA-256) आणि ड्रॉच्या वेळी निवडलेल्या यादृच्छिक बीजापासून सुरू होतो; दोन्ही येथे प्रकाशित आहेत. ही तपासणी ड्रॉमधील प्रवेशिकांवरून ठसा पुन्हा काढते, तोच प्रोग्राम प्रकाशित बीजासह तुमच्या ब्राउझरमध्ये चालवते आणि पहिल्या फेरीची प्रत्येक लढत तुलना करते. ड्रॉनंतर कोणतीही प्रवेशिका किंवा जोडी बदलली तर ही तपासणी ते सांगते.',
  },
} as const;
