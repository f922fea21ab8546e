import type { PageCopy } from '@/components/ui/page-intro';

// The Marathi edition of entry-intros.ts.

export const guardianEntryIntro: PageCopy = {
  heading: 'खेळाडूची प्रवेशिका',
  intro:
    'आपण सांभाळत असलेल्या प्रत्येक खेळाडूसाठी प्रकार निवडा; निवडताच नियमांनुसार गट ठरतो. प्रवेशिका बंद होईपर्यंत आपण प्रवेशिका मागे घेऊ शकता.',
};

export const squadIntro: PageCopy = {
  heading: 'संघाची प्रवेशिका',
  intro:
    'आपल्या क्लबचे खेळाडू, प्रत्येकाची एक ओळ. प्रकार निवडा, लढतीसाठी वजन लिहा आणि प्रवेशिका द्या: गट लगेच ठरतो.',
};

export const weighInIntro: PageCopy = {
  heading: 'वजन तपासणी कक्ष',
  intro:
    'खेळाडू शोधा, वजनकाट्यावर दिसणारे वजन लिहा आणि नोंदवा. गटात न बसणारे वजन कोणालाही आपोआप हलवत नाही: निर्णय आपला.',
};

export const officeIntro: PageCopy = {
  heading: 'स्पर्धेच्या प्रवेशिका',
  intro: 'गटानुसार आणि क्लबनुसार प्रवेशिका, संपूर्ण यादी CSV फाइल म्हणून, आणि प्रवेशिका बंद करणारी सोडत.',
};

export const peopleIntro: PageCopy = {
  heading: 'व्यक्ती आणि भूमिका',
  intro:
    'वजन तपासणी कक्ष चालवणारे पंच आणि आपल्या क्लबच्या संघाची प्रवेशिका देणारे प्रशिक्षक नेमा. बदल लगेच लागू होतो: त्या व्यक्तीची चालू सत्रे नव्याने सुरू होतात.',
};
