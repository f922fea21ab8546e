import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the enrollment page, in Marathi. */
export const enrollIntro: PageCopy = {
  heading: 'प्रवेश घ्या',
  intro:
    'विद्यार्थ्याची माहिती आणि आपल्याला हवा असलेला कार्यक्रम आम्हाला सांगा. अर्ज पाठवताच आपल्याला संदर्भ क्रमांक मिळेल.',
};
