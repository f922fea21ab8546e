import { pagePath } from '@/config/page-registry';
import type { HeroContent } from '@/features/home/types';

const heroImage = (name: string) => ({
  src: `/images/home/hero-${name}.svg`,
  alt: '',
  width: 640,
  height: 480,
});

const actions = [
  { label: 'प्रशिक्षण वर्ग पाहा', to: pagePath('programs') },
  { label: 'संपर्क साधा', to: pagePath('contact') },
] as const;

/** The hero carousel's five slides in Marathi, in the English module's order. */
export const heroContent: HeroContent = {
  heading: 'महाराष्ट्र तायक्वांदो असोसिएशन',
  carouselLabel: 'ठळक वैशिष्ट्ये',
  slides: [
    {
      id: 'association',
      title: 'महाराष्ट्रातील प्रत्येक कुटुंबासाठी तायक्वांदो',
      text: 'प्रमाणित प्रशिक्षक, राज्यभरात आपुलकीने स्वागत करणारे क्लब आणि पहिल्या वर्गापासून ब्लॅक बेल्टपर्यंतचा स्पष्ट मार्ग.',
      image: heroImage('association'),
      actions,
    },
    {
      id: 'championships',
      title: 'राज्य अजिंक्यपद स्पर्धा',
      text: 'आमचे खेळाडू जिल्हा, राज्य आणि राष्ट्रीय पातळीवर स्पॅरिंग (लढत) आणि पॅटर्न प्रकारात उतरतात; असोसिएशनचा स्पर्धा संघ त्यांना मार्गदर्शन करतो.',
      image: heroImage('championships'),
      actions,
    },
    {
      id: 'workshops',
      title: 'मास्टर प्रशिक्षण कार्यशाळा',
      text: 'ज्येष्ठ मास्टर तंत्र, पॅटर्न आणि प्रशिक्षण पद्धती यांवर नियमित कार्यशाळा घेतात; त्या प्रशिक्षक आणि प्रगत विद्यार्थ्यांसाठी खुल्या आहेत.',
      image: heroImage('workshops'),
      actions,
    },
    {
      id: 'all-ages',
      title: 'सर्व वयोगटांसाठी वर्ग',
      text: 'चार वर्षांपुढील मुले, किशोरवयीन आणि प्रौढ यांच्यासाठी वेगवेगळे वर्ग — प्रत्येकाची स्वतःची गती, वेळापत्रक आणि उद्दिष्टे.',
      image: heroImage('all-ages'),
      actions,
    },
    {
      id: 'belt-exams',
      title: 'बेल्ट बढती परीक्षा',
      text: 'वर्षभर होणाऱ्या ग्रेडिंगमध्ये प्रत्येक विद्यार्थी आपण काय शिकलो ते दाखवतो आणि आत्मविश्वासाने पुढच्या बेल्टकडे वाटचाल करतो.',
      image: heroImage('belt-exams'),
      actions,
    },
  ],
};
