import type { StorageEntry } from '@/features/legal/types';

/**
 * The cookie policy's inventory in Marathi: the same entries, names, places and owners
 * as storage-inventory.ts (which the storage test checks against the code); only why and how long
 * are in Marathi.
 */
export const storageInventory: readonly StorageEntry[] = [
  {
    name: 'firebase:authUser:<API key>:[DEFAULT]',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'Firebase Authentication',
    purpose:
      'आपल्याला लॉग इन ठेवते: आपला खाते आयडी, नाव, ईमेल पत्ता, फोटोची लिंक आणि आपण कोण आहात हे आमच्या सर्व्हरला पटवणारे लॉग इन टोकन.',
    lifetime:
      'आपण लॉग आउट करेपर्यंत. “मला लक्षात ठेवा” वर खूण नसल्यास ते सेशन स्टोरेजमध्ये ठेवले जाते आणि ब्राउझर बंद होताच जाते.',
  },
  {
    name: 'user',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'This website',
    purpose:
      'आपले नाव, ईमेल पत्ता, फोन नंबर, भूमिका, फोटोची लिंक आणि खाते तयार झाल्याची तारीख, जेणेकरून वरचा भाग (header) आपले लगेच स्वागत करू शकेल. पासवर्ड किंवा टोकन कधीच नाही.',
    lifetime: 'लॉग आउट केल्यावर काढले जाते; वरील लॉग इन नोंदीच्याच ठिकाणी ठेवले जाते.',
  },
  {
    name: 'redirectAfterLogin',
    kinds: ['Session storage'],
    setBy: 'This website',
    purpose: 'आपल्याला लॉग इन करायला सांगितले तेव्हा आपण ज्या पानावर होता ते पान, तिथे परत नेण्यासाठी.',
    lifetime: 'आपण लॉग इन करताच, किंवा टॅब बंद केल्यावर काढले जाते.',
  },
  {
    name: 'eventsChangedAt',
    kinds: ['Session storage'],
    setBy: 'This website',
    purpose:
      'या ब्राउझरमधून एखादा कार्यक्रम किंवा स्पर्धेची प्रवेशिका शेवटची कधी बदलली ती वेळ, जेणेकरून कार्यक्रमांच्या पानांवर काही मिनिटांपूर्वीच्या जतन प्रतीऐवजी बदल लगेच दिसेल.',
    lifetime: 'बदलानंतर पाच मिनिटे वापरले जाते; टॅब बंद केल्यावर जाते.',
  },
  {
    name: 'weighInQueue',
    kinds: ['Local storage'],
    setBy: 'This website',
    purpose:
      'फक्त स्पर्धेच्या पंचांच्या उपकरणावर: हॉलमध्ये नेटवर्क नसताना वजन तपासणी कक्षात नोंदवलेली वजने आणि निर्णय (प्रवेशिका, किलोमधील वजन, निर्णय), सर्व्हरला मिळेपर्यंत.',
    lifetime: 'सर्व्हरला मिळताच प्रत्येक नोंद काढून टाकली जाते.',
  },
  {
    name: 'siteLanguage',
    kinds: ['Local storage'],
    setBy: 'This website',
    purpose:
      'या साइटसाठी आपण निवडलेली भाषा, इंग्रजी किंवा मराठी, म्हणजे दुसरी भाषा पुन्हा सुचवली जात नाही. ती आपल्याला स्वतःहून कोणत्याही पानावर नेत नाही.',
    lifetime: 'आपण पुन्हा निवड करेपर्यंत किंवा या साइटची माहिती पुसेपर्यंत.',
  },
  {
    name: 'workbox-precache-v2-<site address>',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'साइटची स्वतःची पाने, स्टाइल, स्क्रिप्ट आणि चित्रे, जी तिचा सर्व्हिस वर्कर ठेवतो, म्हणजे नेटवर्क नसतानाही सार्वजनिक पाने उघडतात. आपल्याबद्दल काहीही नाही.',
    lifetime: 'साइटच्या प्रत्येक नवीन आवृत्तीबरोबर बदलते; आपण या साइटची माहिती पुसेपर्यंत राहते.',
  },
  {
    name: 'pages',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'आपण उघडलेली सार्वजनिक पाने, जेणेकरून नेटवर्क नसतानाही ती पुन्हा उघडतील. सदस्यांचे पान, आपण पाठवलेला अर्ज किंवा आपल्या खात्यातील काहीही कधीच नाही.',
    lifetime: 'नेटवर्क असताना पान उघडल्यावर प्रत्येक वेळी ताजे होते; आपण या साइटची माहिती पुसेपर्यंत राहते.',
  },
  {
    name: 'edition-assets',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'आपण उघडलेल्या मराठी पानांच्या स्क्रिप्ट आणि स्टाइल, म्हणजे नेटवर्क नसतानाही ती पुन्हा उघडतील. आपल्याबद्दल काहीही नाही.',
    lifetime: 'साइटच्या प्रत्येक नवीन आवृत्तीबरोबर रिकामे होते.',
  },
  {
    name: 'events-api',
    kinds: ['Cache storage'],
    setBy: 'This website',
    purpose:
      'कार्यक्रमांची सार्वजनिक यादी, आपण उघडलेले कार्यक्रम आणि त्यांच्या स्पर्धा प्रवेशिकांच्या याद्या (नावे आणि क्लब), जे नेटवर्क नसताना “ऑफलाइन” सूचनेसह दाखवले जातात.',
    lifetime:
      'नेटवर्क असताना कार्यक्रम लोड झाल्यावर प्रत्येक वेळी ताजे होते; आपण या साइटची माहिती पुसेपर्यंत राहते.',
  },
  {
    name: 'firebase:pendingRedirect:<API key>:[DEFAULT]',
    kinds: ['Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'Google लॉग इनसाठी आपण Google कडे गेला आहात आणि परत आल्यावर ते पूर्ण करायचे आहे, याची नोंद.',
    lifetime: 'लॉग इन पूर्ण झाल्यावर, किंवा टॅब बंद केल्यावर काढले जाते.',
  },
  {
    name: 'firebase:redirectUser:<API key>:[DEFAULT]',
    kinds: ['Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'Google लॉग इनमधून परत येणारे खाते, पान ते वाचेपर्यंत ठेवते.',
    lifetime: 'लॉग इन पूर्ण झाल्यावर, किंवा टॅब बंद केल्यावर काढले जाते.',
  },
  {
    name: '__sak',
    kinds: ['Local storage', 'Session storage'],
    setBy: 'Firebase Authentication',
    purpose: 'ब्राउझर साठवणीला परवानगी देतो का हे तपासणारी एक चाचणी नोंद.',
    lifetime: 'लिहिल्यानंतर लगेच काढली जाते.',
  },
  {
    name: 'firebase-heartbeat-database',
    kinds: ['IndexedDB'],
    setBy: 'Firebase Authentication',
    purpose:
      'या ब्राउझरमध्ये Firebase लायब्ररी ज्या तारखांना चालली त्या तारखा; कोणत्या आवृत्त्या वापरात आहेत हे मोजण्यासाठी त्या लॉग इनच्या विनंत्यांसोबत Google ला पाठवल्या जातात. यात आपल्याबद्दल काहीही नसते.',
    lifetime: 'जास्तीत जास्त शेवटच्या 30 तारखा; आपण या साइटची माहिती पुसेपर्यंत राहते.',
  },
];
