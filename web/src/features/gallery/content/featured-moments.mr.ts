import type { FeaturedMomentsCopy } from '@/features/gallery/types';

export const featuredMoments: FeaturedMomentsCopy = {
  heading: 'खास क्षण',
  intro:
    'प्रत्येक चित्रामागे एका संपूर्ण हंगामाचा सराव आहे. 1985 पासून आमच्या विद्यार्थ्यांनी आणि प्रशिक्षकांनी घडवलेली ही आकडेवारी:',
  stats: [
    { value: '150+', label: 'पदके' },
    { value: '25+', label: 'अजिंक्यपद स्पर्धा' },
    { value: '500+', label: 'विद्यार्थी' },
    { value: '35+', label: 'वर्षांच्या बेल्ट परीक्षा आणि प्रात्यक्षिके' },
  ],
};
