// The Marathi belt names, as this module's English twin takes the English ones.
import { beltNames } from '@/config/class-schedule-text.mr';
import type { BeltSectionCopy } from '@/features/programs/content/belts';

const white = '#ffffff';
const yellow = '#f5c542';
const green = '#3f8f4f';
const blue = '#2f5fa8';
const red = '#b3262e';
const black = '#141b34';

export const beltSection: BeltSectionCopy = {
  heading: 'बेल्ट श्रेणी पद्धत',
  intro:
    'काळ्या बेल्टपूर्वी (डॅन) विद्यार्थी दहा रंगीत बेल्ट श्रेणी (गुप) पार करतात. प्रत्येक रंग कौशल्य आणि चारित्र्य यांच्या वाढीचा एक टप्पा दर्शवतो.',
  belts: [
    {
      id: 'white',
      name: beltNames['white'],
      rank: '10वा गुप',
      color: white,
      meaning: 'नवी सुरुवात: विद्यार्थ्याला अजून तायक्वांदोचे काहीही ज्ञान नाही.',
    },
    {
      id: 'yellow',
      name: beltNames['yellow'],
      rank: '9वा गुप',
      color: yellow,
      meaning: 'ज्या मातीत तायक्वांदोचे बीज रुजते, ती जमीन.',
    },
    {
      id: 'yellow-green',
      name: beltNames['yellow-green'],
      rank: '8वा गुप',
      color: yellow,
      second: { color: green, pattern: 'stripe' },
      meaning: 'मूलभूत तंत्र पक्के होऊ लागते, तसे पहिले अंकुर फुटतात.',
    },
    {
      id: 'green',
      name: beltNames['green'],
      rank: '7वा गुप',
      color: green,
      meaning: 'कौशल्ये विकसित होऊ लागतात, तसे रोप वाढते.',
    },
    {
      id: 'green-blue',
      name: beltNames['green-blue'],
      rank: '6वा गुप',
      color: green,
      second: { color: blue, pattern: 'stripe' },
      meaning: 'वाढ आकाशाच्या दिशेने सुरूच राहते.',
    },
    {
      id: 'blue',
      name: beltNames['blue'],
      rank: '5वा गुप',
      color: blue,
      meaning: 'सराव खोल होतो, तसे रोप आकाशाकडे झेपावते.',
    },
    {
      id: 'blue-red',
      name: beltNames['blue-red'],
      rank: '4था गुप',
      color: blue,
      second: { color: red, pattern: 'stripe' },
      meaning: 'तंत्र परिपक्व होते आणि नियंत्रणावर भर दिला जातो.',
    },
    {
      id: 'red',
      name: beltNames['red'],
      rank: '3रा गुप',
      color: red,
      meaning: 'धोक्याची सूचना: विद्यार्थ्याकडे ताकद आहे, ती नियंत्रणात ठेवायला शिकायचे आहे.',
    },
    {
      id: 'red-advanced',
      name: beltNames['red-advanced'],
      rank: '2रा गुप',
      color: red,
      second: { color: black, pattern: 'stripe' },
      meaning: 'प्रगत तंत्रे काळजीपूर्वक आणि संयमाने घासूनपुसून पक्की केली जातात.',
    },
    {
      id: 'red-black',
      name: beltNames['red-black'],
      rank: '1ला गुप',
      color: red,
      second: { color: black, pattern: 'half' },
      meaning: 'काळ्या बेल्टपूर्वीची शेवटची पायरी; किमान एक वर्षाची तयारी.',
    },
    {
      id: 'black',
      name: beltNames['black'],
      rank: '1ला डॅन',
      color: black,
      meaning: 'परिपक्वता आणि शांत आत्मविश्वास: अधिक सखोल प्रवासाची सुरुवात.',
    },
  ],
};
