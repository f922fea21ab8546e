import type { EventPageCopy } from '@/features/events/types';
import { eventDetailCopy } from '@/lib/events/event-detail-copy.mr';

export const eventPageCopy: EventPageCopy = {
  // Like the English page: the page's fallback has no full stop, the modal's has one.
  detail: { ...eventDetailCopy, noDescription: 'वर्णन उपलब्ध नाही' },
  backToEvents: 'सर्व कार्यक्रमांकडे परत',
  loadingHeading: 'कार्यक्रमाचा तपशील',
  loading: 'कार्यक्रमाचा तपशील लोड होत आहे',
  sampleNotice:
    'आमच्या कार्यक्रम सेवेशी आत्ता संपर्क होऊ शकला नाही, म्हणून हे पान कार्यक्रम पहिल्यांदा जाहीर झाला तेव्हाची माहिती दाखवत आहे. ताज्या तपशिलांसाठी कृपया थोड्या वेळाने पुन्हा पाहा.',
  notFound: {
    heading: 'कार्यक्रम सापडला नाही',
    text: 'आपण शोधत असलेला कार्यक्रम सापडला नाही',
    back: 'सर्व कार्यक्रमांकडे परत',
  },
  metaFallback: (title, when, place) => `${title}: ${when}, ${place}.`,
};
