import type { EligibilitySectionCopy } from '@/features/programs/content/eligibility';

export const eligibilitySection: EligibilitySectionCopy = {
  heading: 'कोण प्रवेश घेऊ शकते',
  intro:
    'नवीन विद्यार्थी आपल्या वयाच्या वर्गात सुरुवात करतात. पुढील स्तराचे वर्ग दिलेला बेल्ट मिळाल्यानंतर खुले होतात.',
  rules: [
    {
      id: 'children',
      program: 'मुलांचा वर्ग',
      requirement: 'वय 5-12, आधीच्या अनुभवाची गरज नाही',
    },
    { id: 'teens', program: 'किशोर वर्ग', requirement: 'वय 13-17, आधीच्या अनुभवाची गरज नाही' },
    { id: 'adults', program: 'प्रौढ वर्ग', requirement: 'वय 18+, आधीच्या अनुभवाची गरज नाही' },
    { id: 'competition', program: 'स्पर्धा संघ', requirement: 'किमान हिरवा बेल्ट (Green Belt)' },
    { id: 'black-belt', program: 'ब्लॅक बेल्ट वर्ग', requirement: '1ला डॅन (1st Dan) किंवा त्यापुढे' },
    { id: 'instructor', program: 'प्रशिक्षक प्रशिक्षण', requirement: '1ला डॅन (1st Dan) किंवा त्यापुढे' },
  ],
  progressionHeading: 'पुढची पायरी',
  progression: [
    '1ल्या डॅनपासून 2ऱ्या डॅनपर्यंत पोहोचायला 2-3 वर्षे लागतात.',
    'ब्लॅक बेल्ट परीक्षेसाठी लाल-काळ्या बेल्टवर 1 वर्ष सराव, शिफारसपत्रे आणि एक प्रबंध आवश्यक आहे.',
    'हिवाळी परीक्षेची नोंदणी परीक्षेच्या दोन आठवडे आधी बंद होते.',
  ],
};
