import type { SampleEventTemplate } from '@/lib/events/sample-events';

/**
 * The three fallback events in Marathi: same ids, types, images and timing as the English ones;
 * titles, descriptions, places and the labels of the details list are translated.
 */
export const sampleEventTemplates: readonly SampleEventTemplate[] = [
  {
    _id: 'sample-maharashtra-state-championship',
    id: 'sample-maharashtra-state-championship',
    title: 'महाराष्ट्र राज्य अजिंक्यपद स्पर्धा',
    description:
      'राज्यभरातील क्लबचे खेळाडू स्पॅरिंग (लढत) आणि पॅटर्न प्रकारात पदकांसाठी आणि राज्य संघातील स्थानासाठी झुंजतात.',
    eventType: 'tournament',
    location: { city: 'मुंबई', state: 'महाराष्ट्र', venueDetails: 'इनडोअर क्रीडा संकुल' },
    monthsAhead: 1,
    lengthDays: 2,
    startTime: '09:00',
    endTime: '18:00',
    registrationClosesDaysBefore: 14,
    registration:
      'प्रवेशिका आपल्या क्लबच्या प्रशिक्षकांमार्फत भरल्या जातात. 18 वर्षांखालील खेळाडूंसाठी पालकांचे संमतीपत्र आवश्यक आहे.',
    contact: { name: 'स्पर्धा विभाग', email: 'competitions@example.com' },
    image: '/images/events/tournament.svg',
  },
  {
    _id: 'sample-summer-training-camp',
    id: 'sample-summer-training-camp',
    title: 'उन्हाळी प्रशिक्षण शिबिर',
    description:
      'राज्य प्रशिक्षकांसोबत पाच दिवस कंडिशनिंग, फूटवर्क आणि स्पॅरिंगचा सराव; रंगीत बेल्ट आणि त्यापुढील विद्यार्थ्यांसाठी खुले.',
    eventType: 'training-camp',
    location: { city: 'पुणे', state: 'महाराष्ट्र' },
    monthsAhead: 2,
    lengthDays: 5,
    startTime: '07:00',
    endTime: '12:00',
    details: 'आपला गणवेश, स्पॅरिंगचे संरक्षक साहित्य आणि पाण्याची बाटली सोबत आणा. दररोज दुपारचे जेवण दिले जाईल.',
    contact: { name: 'पुणे केंद्र', email: 'pune@example.com' },
    image: '/images/events/training-camp.svg',
  },
  {
    _id: 'sample-black-belt-testing',
    id: 'sample-black-belt-testing',
    title: 'ब्लॅक बेल्ट परीक्षा',
    description:
      'प्रशिक्षकांनी शिफारस केलेल्या रेड-ब्लॅक बेल्टधारकांसाठी डान ग्रेडिंग: पॅटर्न, स्पॅरिंग, ब्रेकिंग आणि लेखी प्रबंध.',
    eventType: 'belt-test',
    location: { city: 'नागपूर', state: 'महाराष्ट्र' },
    monthsAhead: 3,
    lengthDays: 1,
    startTime: '10:00',
    endTime: '16:00',
    registrationClosesDaysBefore: 30,
    // The keys are the labels the details list shows, so they are translated too.
    details: {
      पात्रता: 'रेड-ब्लॅक बेल्ट म्हणून किमान एक वर्ष',
      कागदपत्रे: 'शिफारसपत्रे आणि लेखी प्रबंध',
    },
    contact: { name: 'ग्रेडिंग समिती', email: 'gradings@example.com' },
    image: '/images/events/belt-test.svg',
  },
];
