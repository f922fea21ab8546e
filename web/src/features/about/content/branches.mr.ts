import type { Branch, BranchesContent } from '@/features/about/types';
import { branchEmail as email, branchPhone as phone } from '@/features/about/lib/branch-fields';

/*
 * The seven branches of branches.ts in Marathi. The printed address is Marathi; the directions
 * link searches for the English postal address, which maps find reliably.
 */
const branches: readonly Branch[] = [
  {
    id: 'mumbai',
    name: 'मुंबई मुख्यालय, दादर',
    city: 'मुंबई',
    addressLines: ['प्रशिक्षण हॉल, क्रीडांगण हाऊस, 27 केळुसकर मार्ग', 'दादर पश्चिम, मुंबई, महाराष्ट्र 400028'],
    directionsAddress: [
      'Training Hall, Kridangan House, 27 Keluskar Road',
      'Dadar West, Mumbai, Maharashtra 400028',
    ],
    phone: phone('22', '0000 1985'),
    email: email('dadar'),
    schedule: [
      { days: 'सोम–शुक्र', time: 'सकाळी 6:30 ते 8:30 आणि सायं. 4:00 ते रात्री 9:30' },
      { days: 'शनि', time: 'सकाळी 8:00 ते सायं. 4:30' },
      { days: 'रवि', time: 'सकाळी 10:00 ते दुपारी 12:00 (स्पर्धा संघ)' },
    ],
    description:
      'आमचे पहिले आणि सर्वांत मोठे केंद्र, शिवाजी पार्कपासून काही मिनिटांवर. येथे सर्व प्रशिक्षण कार्यक्रम चालतात; रविवारी सकाळी राज्य स्पर्धा संघाचा सराव आणि शनिवारी ब्लॅक बेल्ट वर्ग होतो.',
    leadInstructors: ['vikram-deshpande', 'ananya-joshi'],
  },
  {
    id: 'pune',
    name: 'पुणे केंद्र, कोथरूड',
    city: 'पुणे',
    addressLines: ['पहिला मजला, सृष्टी स्पोर्ट्स हॉल, प्लॉट 14, कर्वे रस्ता', 'कोथरूड, पुणे, महाराष्ट्र 411038'],
    directionsAddress: [
      'First Floor, Shrushti Sports Hall, Plot 14, Karve Road',
      'Kothrud, Pune, Maharashtra 411038',
    ],
    phone: phone('20', '0000 2110'),
    email: email('pune'),
    schedule: [
      { days: 'सोम–शुक्र', time: 'सायं. 4:00 ते रात्री 9:00' },
      { days: 'शनि', time: 'सकाळी 9:00 ते दुपारी 2:30' },
    ],
    description:
      'स्प्रिंग फ्लोअर असलेला प्रशस्त, उजेडाचा हॉल. प्रौढांचा मोठा गट आणि महाविद्यालयीन विद्यार्थी व नोकरदार महिलांसाठी शनिवार-रविवारच्या स्वसंरक्षण कार्यशाळा ही येथील वैशिष्ट्ये.',
    leadInstructors: ['priya-nair'],
  },
  {
    id: 'nagpur',
    name: 'नागपूर केंद्र, धरमपेठ',
    city: 'नागपूर',
    addressLines: ['विदर्भ युथ हॉल, 18 वेस्ट हायकोर्ट रोड', 'धरमपेठ, नागपूर, महाराष्ट्र 440010'],
    directionsAddress: [
      'Vidarbha Youth Hall, 18 West High Court Road',
      'Dharampeth, Nagpur, Maharashtra 440010',
    ],
    phone: phone('712', '0000 440'),
    email: email('nagpur'),
    schedule: [
      { days: 'सोम, बुध, शुक्र', time: 'सायं. 5:00 ते रात्री 9:00' },
      { days: 'मंगळ, गुरु', time: 'सायं. 6:00 ते रात्री 8:00' },
      { days: 'शनि', time: 'सकाळी 8:00 ते दुपारी 12:30' },
    ],
    description: 'आमच्या पॅटर्न संघाचे आणि दर मे महिन्यात होणाऱ्या विदर्भ उन्हाळी प्रशिक्षण शिबिराचे घर.',
    leadInstructors: ['aditya-gaikwad'],
  },
  {
    id: 'nashik',
    name: 'नाशिक केंद्र, कॉलेज रोड',
    city: 'नाशिक',
    addressLines: ['साई आर्केड, दुकान क्र. 3-5, कॉलेज रोड', 'नाशिक, महाराष्ट्र 422005'],
    directionsAddress: ['Sai Arcade, Shops 3-5, College Road', 'Nashik, Maharashtra 422005'],
    phone: phone('253', '0000 422'),
    email: email('nashik'),
    schedule: [
      { days: 'सोम–शुक्र', time: 'सायं. 4:30 ते रात्री 8:30' },
      { days: 'शनि', time: 'सकाळी 9:00 ते दुपारी 1:00' },
    ],
    description:
      'मुलांच्या आणि किशोरवयीनांच्या वर्गांसाठी ओळखला जाणारा, घरगुती वातावरणाचा क्लब. पार्किंगची सोय आणि पालकांसाठी बसण्याची जागा आहे.',
    leadInstructors: ['sunita-kulkarni'],
  },
  {
    id: 'thane',
    name: 'ठाणे केंद्र, वसंत विहार',
    city: 'ठाणे',
    addressLines: ['कम्युनिटी हॉल, वसंत विहार, पोखरण रोड क्र. 2', 'ठाणे पश्चिम, महाराष्ट्र 400610'],
    directionsAddress: [
      'Community Hall, Vasant Vihar, Pokhran Road No. 2',
      'Thane West, Maharashtra 400610',
    ],
    phone: phone('22', '0000 4006'),
    email: email('thane'),
    schedule: [
      { days: 'मंगळ, गुरु', time: 'सायं. 5:00 ते रात्री 9:00' },
      { days: 'शनि, रवि', time: 'सकाळी 8:00 ते दुपारी 12:00' },
    ],
    description:
      'ठाणे आणि घोडबंदर रोड परिसरातील कुटुंबांसाठी शनिवार-रविवारचे सोयीचे वर्ग, आणि रविवारी सकाळी पालक व मुलांची एकत्र सत्रे.',
    leadInstructors: ['ananya-joshi', 'vikram-deshpande'],
  },
  {
    id: 'chhatrapati-sambhajinagar',
    name: 'छत्रपती संभाजीनगर केंद्र, सिडको',
    city: 'छत्रपती संभाजीनगर',
    addressLines: ['प्लॉट 22, सेक्टर N-5, सिडको', 'छत्रपती संभाजीनगर, महाराष्ट्र 431003'],
    directionsAddress: [
      'Plot 22, Sector N-5, CIDCO',
      'Chhatrapati Sambhajinagar, Maharashtra 431003',
    ],
    phone: phone('240', '0000 431'),
    email: email('sambhajinagar'),
    schedule: [
      { days: 'सोम–शुक्र', time: 'सायं. 5:00 ते रात्री 8:30' },
      { days: 'शनि', time: 'सकाळी 8:30 ते दुपारी 12:30' },
    ],
    description:
      'मराठवाड्यातील आमच्या क्लबचे केंद्रस्थान, आणि वर्षातून दोनदा होणाऱ्या प्रशिक्षक प्रमाणपत्र अभ्यासक्रमाचे ठिकाण.',
    leadInstructors: ['imran-shaikh'],
  },
  {
    id: 'kolhapur',
    name: 'कोल्हापूर केंद्र, राजारामपुरी',
    city: 'कोल्हापूर',
    addressLines: ['7 वी गल्ली, राजारामपुरी', 'कोल्हापूर, महाराष्ट्र 416008'],
    directionsAddress: ['7th Lane, Rajarampuri', 'Kolhapur, Maharashtra 416008'],
    phone: phone('231', '0000 416'),
    email: email('kolhapur'),
    schedule: [
      { days: 'सोम, बुध, शुक्र', time: 'सायं. 5:30 ते रात्री 8:30' },
      { days: 'शनि', time: 'सकाळी 7:30 ते 11:30' },
    ],
    description:
      'अभिमानास्पद क्रीडा परंपरा आणि झपाट्याने वाढणारा स्पर्धा संघ असलेले केंद्र. येथील सराव स्थानिक कुस्तीच्या तालमीसोबत वाटून घेतलेल्या हॉलमध्ये होतो.',
    leadInstructors: ['rajesh-patil'],
  },
];

export const branchesContent: BranchesContent = {
  heading: 'आमच्या शाखा',
  intro:
    'महाराष्ट्रभरातील आमच्या 25 प्रशिक्षण केंद्रांचे नेतृत्व ही सात विभागीय केंद्रे करतात. प्रत्येक केंद्रात ट्रायल वर्ग (trial class) घेता येतो: केंद्राला फोन करा किंवा ईमेल लिहा, किंवा आम्हाला संदेश पाठवा — आम्ही आपल्याला योग्य केंद्राशी जोडून देऊ.',
  labels: {
    address: 'पत्ता',
    phone: 'फोन',
    email: 'ईमेल',
    schedule: 'वेळापत्रक',
    leadInstructors: 'मुख्य प्रशिक्षक',
    directions: 'मार्ग पाहा',
    directionsTarget: (branchName) => `— ${branchName}`,
    opensInNewTab: '(नव्या टॅबमध्ये उघडते)',
  },
  branches,
};
