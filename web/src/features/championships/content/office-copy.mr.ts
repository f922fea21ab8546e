// The Marathi edition of office-copy.ts.

export const settingsCopy = {
  heading: 'स्पर्धेच्या प्रवेशिका',
  intro:
    'ही स्पर्धा पालक आणि क्लब प्रशिक्षकांच्या प्रवेशिकांसाठी खुली करा. गट वर्ल्ड तायक्वांदोच्या नियमांनुसार ठरतात; वय स्पर्धा वर्षानुसार मोजले जाते.',
  notOpen: 'अजून प्रवेशिकांसाठी खुली नाही.',
  openNow: (date: string) => `${date} रोजी दिवसअखेरपर्यंत प्रवेशिकांसाठी खुली.`,
  closedNow: 'प्रवेशिका बंद आहेत.',
  disciplines: 'प्रकार',
  entryDeadline: 'प्रवेशिकेची अंतिम तारीख (शेवटचा दिवस)',
  competitionYear: 'स्पर्धा वर्ष',
  submit: {
    open: { idle: 'प्रवेशिकांसाठी खुली करा', busy: 'खुली करत आहे…' },
    save: { idle: 'प्रवेशिकेची मांडणी जतन करा', busy: 'जतन करत आहे…' },
  },
  saved: 'प्रवेशिकेची मांडणी जतन केली.',
  failed: 'मांडणी जतन करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  loading: 'प्रवेशिकेची मांडणी येत आहे…',
  viewPage: 'स्पर्धेचे पान पाहा',
  viewEntries: 'प्रवेशिका पाहा',
} as const;

export const officeCopy = {
  backToAdmin: 'प्रशासनाकडे परत',
  loading: 'प्रवेशिका येत आहेत…',
  loadFailed: 'प्रवेशिका आणता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  total: (count: number) => (count === 1 ? '1 प्रवेशिका' : `${count} प्रवेशिका`),
  byDivision: 'गटानुसार प्रवेशिका',
  byClub: 'क्लबनुसार प्रवेशिका',
  columns: { division: 'गट', club: 'क्लब', count: 'प्रवेशिका' },
  none: 'अजून एकही प्रवेशिका नाही.',
  download: 'प्रवेशिकांची यादी उतरवा (CSV)',
  downloading: 'फाइल तयार होत आहे…',
  downloadFailed: 'फाइल तयार करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  downloadHint: 'प्रत्येक प्रवेशिका तिच्या गट, स्थिती आणि वजनासह; कोणत्याही स्प्रेडशीटमध्ये उघडते.',
  weighInDesk: 'वजन तपासणी कक्ष उघडा',
  scoring: 'निकाल नोंदणी उघडा',
} as const;

export const peopleCopy = {
  backToAdmin: 'प्रशासनाकडे परत',
  find: { region: 'खाते शोधा', label: 'खात्याचा ईमेल पत्ता', button: 'शोधा' },
  notFound: (email: string) => `${email} वापरणारे कोणतेही खाते नाही. त्यांनी आधी नोंदणी करावी.`,
  lookupFailed: 'खाते शोधता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  holdersHeading: 'सध्याचे पंच आणि प्रशिक्षक',
  holdersNone: 'अजून कोणाकडेही यापैकी भूमिका नाही.',
  holdersFailed: 'यादी आणता आली नाही.',
  official: 'पंच (वजन तपासणी कक्ष)',
  coachOf: 'प्रशिक्षक, क्लब',
  noClub: 'प्रशिक्षक नाही',
  save: { idle: 'भूमिका जतन करा', busy: 'जतन करत आहे…' },
  saved: (name: string) => `${name} यांच्या भूमिका जतन केल्या`,
  saveFailed: 'भूमिका जतन करता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  isAdmin: 'कार्यालय (प्रशासक)',
  roleSummary: (official: boolean, club: string | null) =>
    [official ? 'पंच' : '', club ? `${club} चे प्रशिक्षक` : ''].filter(Boolean).join(', ') ||
    'भूमिका नाही',
  edit: (name: string) => `${name} यांच्या भूमिका बदला`,
  unnamed: 'नाव दिलेले नाही',
} as const;
