import type { AchievementsCopy } from '@/features/events/types';

export const achievementsCopy: AchievementsCopy = {
  heading: 'आमची कामगिरी',
  intro:
    'आमच्या क्लबमधील वर्षानुवर्षांचा चिकाटीचा सराव मॅटवर दिसून येतो. आम्हाला सर्वाधिक अभिमान वाटणारे हे काही क्षण:',
  items: [
    {
      id: 'national-overall-title-2023',
      title: 'राष्ट्रीय अजिंक्यपद स्पर्धेत सर्वसाधारण विजेतेपद',
      description:
        'आमच्या वरिष्ठ संघाने क्योरुगी (लढत) आणि पूमसे (पॅटर्न) मिळून बारा सुवर्णपदके जिंकत पदकतालिकेत पहिले स्थान पटकावले.',
      year: 2023,
      image: '/images/achievements/national-title.svg',
    },
    {
      id: 'junior-team-selection-2022',
      title: 'राष्ट्रीय कनिष्ठ संघात आमचे तीन कॅडेट',
      description:
        'आमच्या पुणे आणि नागपूर केंद्रांतील खेळाडूंनी राष्ट्रीय कनिष्ठ संघात स्थान मिळवले आणि दोन कांस्यपदके जिंकून आणली.',
      year: 2022,
      image: '/images/achievements/team-selection.svg',
    },
    {
      id: 'best-state-association-2021',
      title: 'सर्वोत्कृष्ट राज्य संघटना पुरस्कार',
      description:
        'आमचा प्रशिक्षण कार्यक्रम, पंचांचे प्रशिक्षण आणि राज्यभरात मुलींचा वाढता सहभाग यांसाठी हा सन्मान मिळाला.',
      year: 2021,
      image: '/images/achievements/best-association.svg',
    },
  ],
  statsLabel: 'आमची कामगिरी आकड्यांत',
  stats: [
    { value: '150+', label: 'पदके' },
    { value: '25+', label: 'अजिंक्यपद स्पर्धा' },
    { value: '500+', label: 'विद्यार्थी' },
  ],
};
