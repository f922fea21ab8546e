import type { EventsPageCopy } from '@/features/events/types';
import { eventDetailCopy } from '@/lib/events/event-detail-copy.mr';

export const eventsPageCopy: EventsPageCopy = {
  tabsLabel: 'कार्यक्रम आणि कामगिरी',
  tabs: {
    all: 'सर्व कार्यक्रम',
    upcoming: 'आगामी कार्यक्रम',
    past: 'झालेले कार्यक्रम',
    achievements: 'कामगिरी',
  },
  filters: {
    toggle: 'फिल्टर',
    activeCount: (count) => `${count} लागू`,
    panelLabel: 'कार्यक्रम फिल्टर करा',
    search: { label: 'शोधा', placeholder: 'नाव किंवा वर्णन' },
    // The same Marathi names as the event cards and the event page.
    type: { label: 'कार्यक्रमाचा प्रकार', any: 'सर्व प्रकार', options: eventDetailCopy.typeLabels },
    location: { label: 'ठिकाण', placeholder: 'शहर किंवा राज्य' },
    range: {
      label: 'कालावधी',
      any: 'कोणतीही तारीख',
      options: { thisMonth: 'या महिन्यात', nextMonth: 'पुढच्या महिन्यात', next3Months: 'पुढील 3 महिने' },
    },
    clear: 'फिल्टर काढा',
  },
  list: {
    label: { all: 'सर्व कार्यक्रम', upcoming: 'आगामी कार्यक्रम', past: 'झालेले कार्यक्रम' },
    loading: 'कार्यक्रम लोड होत आहेत…',
    count: (count) => `${count} कार्यक्रम दाखवत आहोत`,
    samples: {
      text: 'कार्यक्रमांचे वेळापत्रक आत्ता लोड करता आले नाही, म्हणून आम्ही घेत असलेल्या कार्यक्रमांची ही काही उदाहरणे आहेत.',
      retry: 'पुन्हा प्रयत्न करा',
    },
  },
  empty: {
    heading: 'आपल्या निकषांशी जुळणारे कार्यक्रम नाहीत',
    filtered: 'शोधाचे फिल्टर थोडे बदलून पाहा',
    none: 'आम्ही लवकरच नवीन कार्यक्रम जाहीर करू. कृपया नंतर पुन्हा भेट द्या!',
    clear: 'फिल्टर काढा',
  },
  card: {
    viewDetails: 'तपशील पाहा',
    register: { label: 'नोंदणी करा', to: '/enroll' },
    noImage: eventDetailCopy.noImage,
    tba: eventDetailCopy.tba,
    dateTba: eventDetailCopy.dateTba,
  },
  calendar: {
    heading: 'एकही कार्यक्रम चुकवू नका',
    text: 'आमचे कार्यक्रम आपल्या फोनवरील किंवा संगणकावरील कॅलेंडरमध्ये जोडा. नवीन कार्यक्रम तिथे आपोआप दिसतील.',
    subscribe: 'कॅलेंडर सबस्क्राइब करा',
    urlLabel: 'किंवा हा पत्ता आपल्या कॅलेंडर ॲपमध्ये जोडा:',
  },
  contact: {
    heading: 'एखाद्या कार्यक्रमाबद्दल किंवा निकालांबद्दल प्रश्न आहेत?',
    text: 'प्रवेशिका, पात्रता, प्रवास आणि निकाल यांविषयी आमचे कार्यालय आपल्याला सविस्तर माहिती देईल.',
    link: { label: 'अधिक माहितीसाठी संपर्क साधा', to: '/contact' },
  },
};
