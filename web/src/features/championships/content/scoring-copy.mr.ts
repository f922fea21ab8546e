import type { PageCopy } from '@/components/ui/page-intro';

// The Marathi edition of scoring-copy.ts.

export const scoringIntro: PageCopy = {
  heading: 'निकाल नोंदणी',
  intro: 'आपला गट निवडा, लढतीच्या विजेत्यावर टॅप करा, तपासा आणि खात्री करा. विजेता लगेच पुढच्या लढतीत जातो.',
};

export const scoringCopy = {
  notOfficial: 'निकाल नोंदणी कार्यालयाने नेमलेल्या पंचांसाठी आहे.',
  loading: 'ब्रॅकेट येत आहेत…',
  loadFailed: 'ब्रॅकेट आणता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
  notDrawn: 'या स्पर्धेची सोडत अजून झालेली नाही. प्रवेशिका बंद झाल्यावर कार्यालय सोडत काढते.',
  retry: 'पुन्हा प्रयत्न करा',
  refresh: 'ताजे करा',
  division: 'गट',
  divisionOption: (name: string, ready: number, finished: boolean) =>
    finished
      ? `${name} — पूर्ण`
      : ready === 0
        ? `${name} — प्रतीक्षेत`
        : `${name} — ${ready} लढतींचा निकाल बाकी`,
  readyHeading: 'पुढच्या लढती',
  readyCount: (count: number) =>
    count === 0
      ? 'या गटात निकाल नोंदवण्यासाठी एकही लढत तयार नाही.'
      : count === 1
        ? '1 लढत निकालासाठी तयार आहे.'
        : `${count} लढती निकालासाठी तयार आहेत.`,
  round: (round: number, rounds: number) =>
    round === rounds
      ? 'अंतिम फेरी'
      : round === rounds - 1
        ? 'उपांत्य फेरी'
        : round === rounds - 2
          ? 'उपउपांत्य फेरी'
          : `फेरी ${round}`,
  bout: (roundName: string, position: number) => `${roundName}, लढत ${position}`,
  red: 'लाल',
  blue: 'निळा',
  pickWinner: (bout: string) => `${bout} चा विजेता`,
  confirmQuestion: (name: string, corner: string, club: string) =>
    `${name} (${corner}, ${club}) विजेता?`,
  confirm: { idle: 'विजेता निश्चित करा', busy: 'पाठवत आहोत…' },
  change: 'बदला',
  chosen: 'निवडले',
  sent: (name: string, bout: string) => `${bout}: ${name} विजेता. पाठवले.`,
  notSent:
    'पाठवले नाही: सर्व्हरकडून उत्तर आले नाही. आपली निवड येथे ठेवली आहे; नेटवर्क परत आल्यावर पुन्हा प्रयत्न करा.',
  tryAgain: 'पुन्हा प्रयत्न करा',
  refused: (message: string) => `स्वीकारले नाही: ${message}`,
  decidedHeading: 'निकाल लागलेल्या लढती',
  noneDecided: 'या गटातील एकाही लढतीचा निकाल अजून लागलेला नाही.',
  beat: (winner: string, loser: string) => `${winner} ने ${loser} ला हरवले`,
  winner: 'विजेता',
  correct: (bout: string) => `${bout} दुरुस्त करा`,
  correctQuestion: (bout: string, name: string) => `${bout} चा विजेता त्याऐवजी ${name} करायचा?`,
  correctNow: { idle: 'विजेता बदला', busy: 'पाठवत आहोत…' },
  cancel: 'रद्द करा',
  corrected: (name: string, bout: string) => `${bout} चा विजेता आता ${name}. पाठवले.`,
  locked: (next: string) =>
    `दुरुस्त करता येत नाही: ${next} चा निकाल नोंदवला आहे. तोही चुकीचा असल्यास आधी ${next} दुरुस्त करा.`,
  medalsHeading: 'पदकविजेते',
  finished: 'हा गट पूर्ण झाला आहे.',
  gold: 'सुवर्ण',
  silver: 'रौप्य',
  bronze: 'कांस्य',
  medallist: (name: string, club: string) => `${name}, ${club}`,
  brackets: 'सार्वजनिक ब्रॅकेट पाहा',
  allFinished: 'सर्व गट पूर्ण झाले आहेत.',
} as const;
