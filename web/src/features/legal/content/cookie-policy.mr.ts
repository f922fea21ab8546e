import { pagePath } from '@/config/page-registry';
import { privacyEmail } from '@/features/legal/content/legal-addresses';
import { storageInventory } from '@/features/legal/content/storage-inventory';
import { storageTableRows } from '@/features/legal/lib/storage-table';
import type { LegalDocument, LegalTable } from '@/features/legal/types';

const storageTable: LegalTable = {
  caption: 'ही वेबसाइट आपल्या ब्राउझरमध्ये ठेवत असलेल्या सर्व गोष्टी',
  columns: ['नाव', 'कुठे', 'कोण ठेवते', 'कशासाठी', 'किती काळ'],
  rows: storageTableRows(storageInventory, {
    kinds: {
      'Local storage': 'लोकल स्टोरेज (Local storage)',
      'Session storage': 'सेशन स्टोरेज (Session storage)',
      IndexedDB: 'IndexedDB',
      'Cache storage': 'कॅशे स्टोरेज (Cache storage)',
    },
    setBy: {
      'This website': 'ही वेबसाइट',
      'Firebase Authentication': 'Firebase Authentication',
    },
    or: ' किंवा ',
  }),
  rowHeadersAreCode: true,
};

/** कुकी धोरण: the cookie policy in Marathi; the key names stay as the browser shows them. */
export const cookiePolicy: LegalDocument = {
  title: 'कुकी धोरण',
  intro: 'ही वेबसाइट कोणत्या कुकी आणि ब्राउझरमधील तत्सम साठवण (storage) वापरते, आणि का.',
  sections: [
    {
      id: 'summary',
      heading: 'थोडक्यात',
      blocks: [
        {
          kind: 'paragraph',
          text: 'ही वेबसाइट कोणतीही कुकी ठेवत नाही. ती कोणतीही जाहिरात, अ‍ॅनालिटिक्स किंवा मागोवा घेणारी (tracking) साधने वापरत नाही. आपल्याला लॉग इन करण्यासाठी आणि योग्य पानावर परत आणण्यासाठीच ती आपल्या ब्राउझरच्या स्वतःच्या साठवणीत काही नोंदी ठेवते, आणि त्याही आपण ती सुविधा वापरल्यावरच.',
        },
        {
          kind: 'paragraph',
          text: [
            'आपल्या खात्यामागील वैयक्तिक माहिती आम्ही कशी हाताळतो ते आमच्या ',
            { text: 'गोपनीयता निवेदनात', href: pagePath('privacyPolicy') },
            ' सांगितले आहे.',
          ],
        },
      ],
    },
    {
      id: 'what-we-store',
      heading: 'आम्ही आपल्या ब्राउझरमध्ये काय ठेवतो',
      blocks: [
        {
          kind: 'paragraph',
          text: 'लोकल स्टोरेजमधील नोंद काढून टाकेपर्यंत राहते; सेशन स्टोरेज टॅब किंवा ब्राउझर बंद केल्यावर संपते; IndexedDB हा ब्राउझरमधील एक छोटा डेटाबेस आहे. कुकीप्रमाणे यातील काहीही ब्राउझर स्वतःहून कोणत्याही सर्व्हरला पाठवत नाही.',
        },
        { kind: 'table', table: storageTable },
        {
          kind: 'paragraph',
          text: '<API key> म्हणजे आमच्या प्रकल्पाची सार्वजनिक Firebase की, जी नावाचाच भाग आहे.',
        },
      ],
    },
    {
      id: 'google-sign-in',
      heading: 'Google द्वारे लॉग इन',
      blocks: [
        {
          kind: 'paragraph',
          text: 'आपण “Google सह पुढे चला” निवडल्यास Google चे स्वतःचे लॉग इन पान उघडते. तिथे Google आपल्या गोपनीयता धोरणानुसार स्वतःच्या कुकी ठेवू शकते. त्या Google च्या पानांच्या आहेत, या वेबसाइटच्या नाहीत, आणि आम्ही त्या वाचू शकत नाही.',
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'आपले पर्याय',
      blocks: [
        {
          kind: 'list',
          items: [
            'लॉग आउट केल्यावर आपले लॉग इन आणि आपल्या नावाची व ईमेलची प्रत काढून टाकली जाते.',
            '“मला लक्षात ठेवा” वर खूण न केल्यास ब्राउझर बंद होताच लॉग इन संपते.',
            'आपल्या ब्राउझरच्या सेटिंग्जमधून या साइटची माहिती आपण केव्हाही पुसून टाकू शकता.',
            'या साइटसाठी साठवण बंद केल्यास सार्वजनिक पाने चालत राहतात, पण आपल्याला लॉग इन करता येणार नाही.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'बदल आणि प्रश्न',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'वेबसाइट काही नवीन ठेवू लागण्याआधीच आम्ही ते वरच्या तक्त्यात जोडतो. प्रश्नांसाठी: ',
            privacyEmail,
            '.',
          ],
        },
      ],
    },
  ],
};
