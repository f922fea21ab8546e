import type { ContactMessages } from './types';

// The Marathi web build's contact texts. The server keeps answering in English.
export const contactMessages: ContactMessages = {
  nameRequired: 'नाव आवश्यक आहे',
  emailRequired: 'ईमेल आवश्यक आहे',
  emailInvalid: 'ईमेल योग्य नाही',
  subjectRequired: 'विषय आवश्यक आहे',
  messageRequired: 'संदेश आवश्यक आहे',
  messageTooShort: 'संदेश किमान 10 अक्षरांचा असला पाहिजे',
  phoneInvalid: 'कृपया योग्य फोन नंबर लिहा',
  tooLong: 'हा मजकूर खूप मोठा आहे',
  notSignedIn: 'संदेश पाठवण्यासाठी कृपया लॉग इन करा किंवा नोंदणी करा',
  failed: 'संदेश पाठवता आला नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  sent: 'आपला संदेश यशस्वीपणे पाठवला आहे. आम्ही लवकरच आपल्याशी संपर्क साधू!',
  tooMany: 'आपण गेल्या काही मिनिटांत अनेक संदेश पाठवले आहेत. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  notFound: 'संदेश सापडला नाही',
  updated: 'संदेश अद्ययावत केला',
  deleted: 'संदेश हटवला',
  enquiryTypeInvalid: 'कृपया चौकशीचा प्रकार निवडा',
};
