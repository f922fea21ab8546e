// The Marathi edition of weigh-in-copy.ts.

export const weighInCopy = {
  notOfficial: 'वजन तपासणी कक्ष कार्यालयाने नेमलेल्या पंचांसाठी आहे.',
  loading: 'प्रवेशिका येत आहेत…',
  loadFailed: 'प्रवेशिका आणता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  search: { label: 'नाव किंवा सदस्यत्व क्रमांक', button: 'शोधा', region: 'खेळाडू शोधा' },
  found: (count: number) => (count === 1 ? '1 खेळाडू सापडला' : `${count} खेळाडू सापडले`),
  none: 'एकही प्रवेशिका जुळत नाही. स्पेलिंग किंवा सदस्यत्व क्रमांक तपासा.',
  typeToSearch: 'नाव किंवा सदस्यत्व क्रमांकाची किमान दोन अक्षरे किंवा अंक लिहा.',
  weight: (name: string) => `${name} चे वजन किलोमध्ये`,
  record: 'वजन नोंदवा',
  recordNamed: (name: string) => `${name} चे वजन नोंदवा`,
  fits: (division: string) => `${division} मध्ये बसते`,
  doesNotFit: (proposed: string) => `बसत नाही: निर्णय हवा (सुचवलेला गट ${proposed})`,
  noDivisionFits: 'कोणत्याही गटात बसत नाही: निर्णय हवा',
  badWeight: 'वजन किलोमध्ये लिहा, उदा. 42.5.',
  status: {
    entered: 'वजन अजून नाही',
    'weighed-in': 'वजन झाले',
    'needs-decision': 'निर्णय हवा',
    withdrawn: 'मागे घेतली',
    disqualified: 'अपात्र',
  } as Record<string, string>,
  weighedAt: (weight: string) => `वजन ${weight} किलो`,
  decision: {
    heading: (name: string) => `${name} बद्दल निर्णय`,
    proposed: (from: string, to: string) => `${from} मध्ये प्रवेशिका; वजन ${to} मध्ये बसते.`,
    move: (to: string) => `${to} मध्ये हलवा`,
    disqualify: 'अपात्र ठरवा',
    moved: (name: string, to: string) => `${name} ला ${to} मध्ये हलवले`,
    disqualified: (name: string) => `${name} अपात्र ठरवले`,
  },
  queued: (count: number) =>
    count === 1
      ? '1 नोंद नेटवर्कची वाट पाहत आहे; नेटवर्क परत येताच ती पाठवली जाईल.'
      : `${count} नोंदी नेटवर्कची वाट पाहत आहेत; नेटवर्क परत येताच त्या पाठवल्या जातील.`,
  allSent: 'येथे केलेली प्रत्येक नोंद सर्व्हरपर्यंत पोहोचली आहे.',
  offline: 'नेटवर्क नाही: वजनाच्या नोंदी या उपकरणावर ठेवल्या जातात आणि नेटवर्क परत येताच पाठवल्या जातात.',
  statusLabel: 'सर्व्हरकडे पाठवणे',
  sendNow: 'आता पाठवा',
  problemsHeading: 'सर्व्हरने न स्वीकारलेल्या नोंदी',
  problem: (name: string, message: string) => `${name}: ${message}`,
  recorded: (name: string) => `${name}: वजन नोंदवले`,
  savedHere: (name: string) => `${name}: नेटवर्क परत येईपर्यंत या उपकरणावर ठेवले`,
} as const;
