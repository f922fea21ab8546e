import type { PageCopy } from '@/components/ui/page-intro';

// कार्यालयाची गॅलरी स्क्रीन (/admin/gallery): अपलोड, मथळे आणि चित्रांची यादी.

export const galleryAdminIntro: PageCopy = {
  heading: 'गॅलरी',
  intro:
    'या उपकरणावरून किंवा कॅमेऱ्याने फोटो जोडा, इंग्रजी आणि मराठीत मथळे द्या आणि अभ्यागतांना ते दिसावेत का ते निवडा.',
};

export const galleryAdminCopy = {
  backToAdmin: 'प्रशासनाकडे परत',
  upload: {
    heading: 'फोटो जोडा',
    drop: 'फोटो इथे सोडा, किंवा',
    pick: 'फोटो निवडा',
    camera: 'फोटो काढा',
    rules:
      'JPEG, PNG किंवा WebP, प्रत्येकी 10 MB आणि 25 मेगापिक्सेलपर्यंत. ठिकाण आणि कॅमेऱ्याची माहिती काढून टाकली जाते.',
    tooLarge: '10 MB पेक्षा मोठा: लहान करून पुन्हा प्रयत्न करा.',
    wrongType: 'हा JPEG, PNG किंवा WebP फोटो नाही.',
    uploading: (percent: number) => `अपलोड होत आहे… ${percent}%`,
    processing: 'आकार तयार होत आहेत…',
    failed: 'अपलोड झाला नाही.',
    retry: 'पुन्हा प्रयत्न करा',
    remove: 'काढा',
    progressLabel: (name: string) => `${name} चा अपलोड`,
  },
  form: {
    title: 'शीर्षक (इंग्रजी)',
    titleMr: 'शीर्षक (मराठी)',
    description: 'वर्णन (इंग्रजी)',
    descriptionMr: 'वर्णन (मराठी)',
    alt: 'फोटोत काय दिसते, न पाहू शकणाऱ्यांसाठी (इंग्रजी)',
    altMr: 'फोटोत काय दिसते (मराठी)',
    category: 'प्रकार',
    tags: 'टॅग (इंग्रजी), स्वल्पविरामाने वेगळे',
    tagsMr: 'टॅग (मराठी), स्वल्पविरामाने वेगळे',
    isPublic: 'गॅलरीत दाखवा',
    save: 'जतन करा',
    saving: 'जतन होत आहे…',
    cancel: 'रद्द करा',
    saved: 'जतन झाले.',
    optional: '(ऐच्छिक)',
    fixErrors: 'कृपया खूण केलेली माहिती दुरुस्त करा.',
  },
  list: {
    heading: 'गॅलरीतील चित्रे',
    loading: 'चित्रे लोड होत आहेत…',
    failed: 'चित्रे लोड करता आली नाहीत.',
    retry: 'पुन्हा प्रयत्न करा',
    empty: 'अजून एकही चित्र नाही.',
    shown: 'दिसते',
    hidden: 'लपवलेले',
    editShort: 'संपादित करा',
    removeShort: 'हटवा',
    edit: (title: string) => `“${title}” संपादित करा`,
    remove: (title: string) => `“${title}” हटवा`,
    confirmRemove: (title: string) => `“${title}” गॅलरीतून हटवायचे? अभ्यागतांना ते यापुढे दिसणार नाही.`,
    removed: 'हटवले.',
    confirmTitle: 'हे चित्र हटवायचे?',
    confirm: 'हटवा',
    cancel: 'ठेवा',
  },
} as const;
