import type { ResultsCopy } from './results-copy';

// स्पर्धेचे निकाल त्याच्या कार्यक्रम पानावर, आणि /events च्या यश विभागात पूर्ण झालेल्या स्पर्धा:
// results-copy.ts चे मराठी रूप.

export const resultsCopy: ResultsCopy = {
  heading: 'निकाल',
  loading: 'निकाल उघडत आहे…',
  loadFailed: 'निकाल उघडता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  noneYet: 'अजून एकही अंतिम लढत झालेली नाही. प्रत्येक गटाची अंतिम लढत होताच त्याची पदके येथे दिसतील.',
  progress: (decided: number, total: number) =>
    total === decided
      ? 'सर्व गटांचे निकाल लागले.'
      : `${total} पैकी ${decided} गटांचे निकाल लागले; हे पान आपोआप अद्ययावत होते.`,
  medals: { gold: 'सुवर्ण', silver: 'रौप्य', bronze: 'कांस्य' },
  divisionsLabel: 'गटनिहाय पदक विजेते',
  tally: {
    heading: 'क्लबनिहाय पदकतालिका',
    caption: 'या स्पर्धेत प्रत्येक क्लबने जिंकलेली पदके',
    columns: { club: 'क्लब', gold: 'सुवर्ण', silver: 'रौप्य', bronze: 'कांस्य', total: 'एकूण' },
  },
  achievements: {
    heading: 'स्पर्धांचे निकाल',
    intro: 'या संकेतस्थळावर घेतलेल्या स्पर्धा, प्रत्येक क्लबने जिंकलेल्या पदकांसह.',
    tallyCaption: (title: string) => `${title} मध्ये प्रत्येक क्लबने जिंकलेली पदके`,
    viewResults: (title: string) => `${title} चे सर्व निकाल`,
  },
};
