import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the events and achievements page. */
export const eventsIntro: PageCopy = {
  heading: 'कार्यक्रम आणि कामगिरी',
  intro:
    'संघटनेने आयोजित केलेल्या अजिंक्यपद स्पर्धा, सेमिनार, प्रशिक्षण शिबिरे आणि बेल्ट परीक्षा, तसेच आमच्या खेळाडूंनी जिंकून आणलेली पदके — सर्व एकाच ठिकाणी.',
};
