import type {
  EnquiryType,
  EventType,
  Experience,
  Gender,
  GalleryCategory,
  HowDidYouHear,
  Program,
} from './enums';

// The Marathi web build's labels of the closed value sets; e-mails stay English.
export const programLabels: Record<Program, string> = {
  beginners: 'नवशिके (Beginners)',
  intermediate: 'मध्यम स्तर (Intermediate)',
  advanced: 'प्रगत (Advanced)',
  competitive: 'स्पर्धात्मक (Competitive)',
  childrens: 'मुले (4-12)',
  teens: 'किशोर (13-17)',
  adults: 'प्रौढ (18+)',
};

export const genderLabels: Record<Gender, string> = {
  male: 'पुरुष',
  female: 'स्त्री',
  other: 'इतर',
  'prefer-not-to-say': 'सांगू इच्छित नाही',
};

export const experienceLabels: Record<Experience, string> = {
  none: 'अनुभव नाही',
  'less-than-1': '1 वर्षापेक्षा कमी',
  '1-3': '1 ते 3 वर्षे',
  '3-5': '3 ते 5 वर्षे',
  '5-plus': '5 वर्षांपेक्षा जास्त',
};

export const howDidYouHearLabels: Record<HowDidYouHear, string> = {
  friend: 'मित्र किंवा कुटुंबीय',
  'social-media': 'सोशल मीडिया',
  'search-engine': 'सर्च इंजिन (Google इ.)',
  event: 'एखादी स्पर्धा किंवा प्रात्यक्षिक',
  advertisement: 'जाहिरात',
  other: 'इतर',
};

export const enquiryTypeLabels: Record<EnquiryType, string> = {
  general: 'सर्वसाधारण चौकशी',
  membership: 'सदस्यत्व',
  event: 'कार्यक्रम व स्पर्धा',
  training: 'प्रशिक्षण व वर्ग',
  other: 'इतर',
};

export const eventTypeLabels: Record<EventType, string> = {
  tournament: 'स्पर्धा (Tournament)',
  seminar: 'चर्चासत्र (Seminar)',
  'belt-test': 'बेल्ट परीक्षा (Belt Test)',
  'training-camp': 'प्रशिक्षण शिबिर (Training Camp)',
  workshop: 'कार्यशाळा (Workshop)',
  demonstration: 'प्रात्यक्षिक (Demonstration)',
  other: 'इतर',
};

export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  tournament: 'स्पर्धा',
  training: 'सराव',
  demonstration: 'प्रात्यक्षिक',
  celebration: 'उत्सव',
  'belt-ceremony': 'बेल्ट समारंभ',
  seminar: 'सेमिनार',
  other: 'इतर',
};
