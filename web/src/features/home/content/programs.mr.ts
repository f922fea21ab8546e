import { classTimes } from '@/config/class-schedule';
import { pagePath } from '@/config/page-registry';
import type { ContentImage, ProgramsContent } from '@/features/home/types';

const programImage = (name: string, alt: string): ContentImage => ({
  src: `/images/home/program-${name}.svg`,
  alt,
  width: 480,
  height: 300,
});

/**
 * The three program cards and their Learn More dialogs in Marathi. The class times come from
 * config/class-schedule.ts, whose own Marathi twin the Marathi build picks up.
 */
export const programsContent: ProgramsContent = {
  heading: 'आमचे प्रशिक्षण वर्ग',
  intro:
    'वर्ग वयोगटानुसार आखले आहेत, त्यामुळे प्रत्येक विद्यार्थी आपल्याच टप्प्यावरील सहकाऱ्यांसोबत, त्याला जमेल त्या गतीने सराव करतो.',
  learnMore: 'अधिक माहिती',
  learnMoreAbout: (title) => `(${title})`,
  cards: [
    {
      id: 'children',
      title: 'मुलांचा वर्ग',
      ageRange: 'वय 4-12',
      summary: 'समन्वय, एकाग्रता आणि आदर वाढवणारे खेळकर वर्ग — छोटी उद्दिष्टे आणि भरपूर प्रोत्साहन.',
      image: programImage('children', 'पांढऱ्या गणवेशातील दोन मुले लो ब्लॉकचा सराव करताना'),
      details: {
        description:
          'लहान विद्यार्थी खेळ आणि छोट्या सरावांमधून मूलभूत स्टान्स, ब्लॉक आणि किक शिकतात. प्रशिक्षकांना प्रत्येक मुलाकडे लक्ष देता यावे म्हणून वर्ग लहान ठेवले जातात, आणि प्रत्येक नवी पट्टी किंवा बेल्ट मुलांना गाठता येईल असे उद्दिष्ट देतो.',
        benefitsHeading: 'आपल्या मुलाला काय मिळते',
        benefits: [
          'तोल, समन्वय आणि लवचिकता',
          'शाळेतही उपयोगी पडणारी एकाग्रता आणि लक्षपूर्वक ऐकण्याची सवय',
          'आत्मविश्वास आणि इतरांबद्दल आदर',
          'दादागिरी (bullying) सुरक्षितपणे हाताळण्याचे मार्ग',
        ],
        scheduleHeading: 'वर्गांचे वेळापत्रक',
        schedule: classTimes.children,
      },
    },
    {
      id: 'teens',
      title: 'किशोरवयीनांचा वर्ग',
      ageRange: 'वय 13-17',
      summary: 'किशोरवयीनांसाठी तंत्र, फिटनेस आणि स्पॅरिंग — इच्छा असणाऱ्यांसाठी स्पर्धांपर्यंतचा मार्ग.',
      image: programImage('teens', 'उंच साइड किक मारणारा किशोरवयीन विद्यार्थी'),
      details: {
        description:
          'किशोरवयीन विद्यार्थी संपूर्ण पॅटर्न, नियंत्रित स्पॅरिंग आणि स्वसंरक्षणाचा सराव करतात, आणि त्यासाठी लागणारी ताकद व दमसास कमावतात. चमक दाखवणाऱ्या विद्यार्थ्यांना स्पर्धा संघाच्या निवड चाचणीसाठी बोलावले जाते.',
        benefitsHeading: 'किशोरांना काय मिळते',
        benefits: [
          'फिटनेस, ताकद आणि दमसास',
          'स्वयंशिस्त आणि आरोग्यदायी सवयी',
          'लहान विद्यार्थ्यांना मदत करताना येणारे नेतृत्वगुण',
          'जिल्हा आणि राज्य स्पर्धांपर्यंतचा मार्ग',
        ],
        scheduleHeading: 'वर्गांचे वेळापत्रक',
        schedule: classTimes.teens,
      },
    },
    {
      id: 'adults',
      title: 'प्रौढांचा वर्ग',
      ageRange: 'वय 18+',
      summary: 'आपली सुरुवात कुठूनही असो: तंदुरुस्त व्हा, उपयोगी स्वसंरक्षण शिका आणि ब्लॅक बेल्टकडे वाटचाल करा.',
      image: programImage('adults', 'सहकाऱ्याने धरलेल्या किकिंग पॅडवर प्रहार करणारा प्रौढ विद्यार्थी'),
      details: {
        description:
          'नव्याने सुरुवात करणाऱ्यांसाठी आणि पुन्हा सराव सुरू करणाऱ्यांसाठी संध्याकाळचे आणि आठवड्याच्या शेवटचे वर्ग. प्रत्येक सत्रात कंडिशनिंग, तंत्र आणि जोडीने सराव यांचा मेळ असतो, आणि आपण आपल्या गतीने बेल्टच्या श्रेणीत पुढे जाता.',
        benefitsHeading: 'आपल्याला काय मिळते',
        benefits: [
          'सर्वांगीण फिटनेस आणि लवचिकता',
          'प्रत्यक्ष उपयोगी स्वसंरक्षण कौशल्ये',
          'तणावमुक्ती आणि मानसिक एकाग्रता',
          'सोबत सराव करण्यासाठी मैत्रीपूर्ण परिवार',
        ],
        scheduleHeading: 'वर्गांचे वेळापत्रक',
        schedule: classTimes.adults,
      },
    },
  ],
  viewAll: { label: 'सर्व प्रशिक्षण वर्ग पाहा', to: pagePath('programs') },
  dialogActions: [
    { label: 'आता प्रवेश घ्या', to: pagePath('enroll') },
    { label: 'सर्व प्रशिक्षण वर्ग पाहा', to: pagePath('programs') },
  ],
  close: 'बंद करा',
};
