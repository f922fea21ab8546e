import type { PageCopy } from '@/components/ui/page-intro';

/** The opening of the about page. */
export const aboutIntro: PageCopy = {
  heading: 'आमच्याविषयी',
  intro:
    '1985 मध्ये स्थापन झालेल्या आमच्या संघटनेत आज 50 हून अधिक प्रमाणित प्रशिक्षक आहेत, 5,000 हून अधिक विद्यार्थी नियमित सराव करतात आणि महाराष्ट्रभरात 25 प्रशिक्षण केंद्रे आहेत.',
};
