import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the contact page, in Marathi. */
export const contactIntro: PageCopy = {
  heading: 'संपर्क',
  intro:
    'वर्ग, सदस्यत्व किंवा कार्यक्रमांबद्दल काही प्रश्न आहेत? आम्हाला संदेश पाठवा; कार्यालयीन वेळेत आमचे कर्मचारी उत्तर देतील.',
};
