import type { Discipline } from '@contracts/championship-rules';

// The Marathi edition of championship-copy.ts.

export const disciplineLabels: Record<Discipline, string> = {
  kyorugi: 'क्योरुगी (लढत)',
  poomsae: 'पूमसे (प्रकार)',
};

export const championshipCopy = {
  heading: 'स्पर्धेच्या प्रवेशिका',
  loading: 'गट आणि प्रवेशिका येत आहेत…',
  loadFailed: 'गट आणि प्रवेशिका आणता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  closesOn: (date: string) => `प्रवेशिका ${date} रोजी दिवसअखेर बंद होतील.`,
  closed: 'प्रवेशिका बंद झाल्या आहेत.',
  year: (year: number) => `वय स्पर्धा वर्ष ${year} नुसार मोजले जाते.`,
  disciplines: (list: string) => `प्रकार: ${list}.`,
  enter: 'खेळाडूची प्रवेशिका द्या',
  squad: 'आपल्या क्लबच्या संघाची प्रवेशिका द्या',
  weighIn: 'वजन तपासणी कक्ष',
  scoring: 'निकाल नोंदणी',
  brackets: 'ड्रॉ आणि निकाल',
  office: 'कार्यालयासाठी प्रवेशिका',
  total: (count: number) => (count === 1 ? 'आतापर्यंत 1 प्रवेशिका' : `आतापर्यंत ${count} प्रवेशिका`),
  noEntries: 'अजून एकही प्रवेशिका नाही.',
  divisionsHeading: 'प्रवेशिका असलेले गट',
  allDivisions: (count: number) => `सर्व ${count} गट, त्यांच्या प्रवेशिकांसह`,
  columns: { division: 'गट', entries: 'प्रवेशिका' },
  entriesIn: (division: string) => `${division} मधील प्रवेशिका`,
  entryLine: (name: string, club: string) => `${name}, ${club}`,
  listsNote: 'प्रत्येक यादीत फक्त खेळाडूचे नाव आणि क्लब दिसतो. एकदा पाहिलेले हे पान नेटवर्क नसतानाही वाचता येते.',
} as const;
