import type { ConsentNotice } from '../contracts/athlete';
import { PRIVACY_NOTICE_VERSION } from '../contracts/privacy-notice';
import type { SiteLanguage } from '../contracts/site-language';

// The notice a parent or guardian reads before consenting to their child's record, in plain words,
// in both languages of the site. Its version is the privacy notice's: change the text's promises,
// change PRIVACY_NOTICE_VERSION, and every new consent is to the new text (an older one is refused).

const en = `Consent of a parent or guardian for a child's record — Maharashtra Taekwondo Association

Before you add a child (under 18) to your account, please read this. You give your consent as the child's parent or lawful guardian. To keep your consent verifiable, your account must have a verified email address and your own date of birth showing you are 18 or over.

What we keep about the child
- Full name, date of birth and sex (competition categories depend on age and sex).
- The club (training centre) the child trains at.
- The child's belt rank, gradings, certificates and championship entries and results.
We keep no photo, address, phone number, school or health information in this record.

Why
To run the child's training, gradings and championships: to place the child in the right age and weight category, to issue and verify belt and championship certificates, and to keep the association's membership register.

Who sees it
- You, and a second parent or guardian only if you invite them.
- The association's office.
- The coach of the child's own club, who sees the record without any contact details.
- Public lists (championship entries, brackets and results) show only the child's name and club — never the date of birth.
We never sell the data or use it for advertising.

Your rights
- See: every record you hold is in your profile.
- Correct: change the child's name or club in your profile; ask the office for anything else.
- Download: your profile offers a copy of everything we hold about you and your children.
- Withdraw consent: remove the child from your profile at any time. Withdrawing consent erases the child's record and the enrollments made for the child, at once. Certificates already issued stay verifiable, with the holder's name withheld.

How long we keep it
As long as a guardian holds the record. It is erased when you withdraw consent, or when the last guardian's account is erased. The membership number is never given to anyone else. Other records (enrollments, emails, invitations) are kept only for the periods listed in our privacy notice.

Questions or complaints: write to the association's office through the contact page. You may also complain to the Data Protection Board of India.`;

const mr = `मुलाच्या नोंदीसाठी पालक किंवा संरक्षकाची संमती — महाराष्ट्र तायक्वांदो असोसिएशन

आपल्या खात्यात मूल (१८ वर्षांखालील) जोडण्यापूर्वी कृपया हे वाचा. आपण मुलाचे पालक किंवा कायदेशीर संरक्षक म्हणून संमती देत आहात. आपली संमती पडताळता यावी म्हणून आपल्या खात्याचा ई-मेल पत्ता सत्यापित असावा आणि प्रोफाइलमधील आपली स्वतःची जन्मतारीख आपण १८ किंवा अधिक वयाचे असल्याचे दाखवणारी असावी.

मुलाबद्दल आम्ही काय ठेवतो
- पूर्ण नाव, जन्मतारीख आणि लिंग (स्पर्धेचे गट वय आणि लिंगावर ठरतात).
- मूल ज्या क्लबमध्ये (प्रशिक्षण केंद्रात) सराव करते तो क्लब.
- मुलाचा बेल्ट, बेल्ट परीक्षा, प्रमाणपत्रे, स्पर्धेतील प्रवेश आणि निकाल.
या नोंदीत फोटो, पत्ता, फोन नंबर, शाळा किंवा आरोग्याची माहिती आम्ही ठेवत नाही.

कशासाठी
मुलाचे प्रशिक्षण, बेल्ट परीक्षा आणि स्पर्धा चालवण्यासाठी: मुलाला योग्य वय आणि वजन गटात ठेवण्यासाठी, बेल्ट आणि स्पर्धेची प्रमाणपत्रे देण्यासाठी व पडताळण्यासाठी, आणि असोसिएशनचे सदस्य रजिस्टर ठेवण्यासाठी.

ही माहिती कोण पाहते
- आपण, आणि आपण आमंत्रित केले तरच दुसरे पालक किंवा संरक्षक.
- असोसिएशनचे कार्यालय.
- मुलाच्या स्वतःच्या क्लबचे प्रशिक्षक, ज्यांना संपर्काची कोणतीही माहिती दिसत नाही.
- सार्वजनिक याद्यांमध्ये (स्पर्धेतील प्रवेश, ड्रॉ आणि निकाल) फक्त मुलाचे नाव आणि क्लब दिसतो — जन्मतारीख कधीच नाही.
आम्ही ही माहिती कधीही विकत नाही किंवा जाहिरातींसाठी वापरत नाही.

आपले अधिकार
- पाहणे: आपण ठेवलेली प्रत्येक नोंद आपल्या प्रोफाइलमध्ये दिसते.
- दुरुस्ती: मुलाचे नाव किंवा क्लब प्रोफाइलमध्ये बदला; इतर बदलांसाठी कार्यालयाला सांगा.
- डाउनलोड: आपल्याबद्दल आणि आपल्या मुलांबद्दल आमच्याकडे असलेल्या सर्व माहितीची प्रत प्रोफाइलमधून मिळते.
- संमती मागे घेणे: कधीही मुलाला प्रोफाइलमधून काढा. संमती मागे घेतल्यावर मुलाची नोंद आणि मुलासाठी केलेले प्रवेश अर्ज लगेच पुसले जातात. आधी दिलेली प्रमाणपत्रे धारकाचे नाव न दाखवता पडताळता येतात.

किती काळ ठेवतो
जोपर्यंत एखादे पालक नोंद ठेवतात तोपर्यंत. आपण संमती मागे घेतल्यावर, किंवा शेवटच्या पालकांचे खाते पुसल्यावर ती पुसली जाते. सदस्य क्रमांक कधीही दुसऱ्या कोणाला दिला जात नाही. इतर नोंदी (प्रवेश अर्ज, ई-मेल, आमंत्रणे) आमच्या गोपनीयता सूचनेत दिलेल्या कालावधीपुरत्याच ठेवल्या जातात.

प्रश्न किंवा तक्रार: संपर्क पानावरून असोसिएशनच्या कार्यालयाला लिहा. आपण भारताच्या डेटा संरक्षण मंडळाकडेही (Data Protection Board of India) तक्रार करू शकता.`;

const texts: Readonly<Record<SiteLanguage, string>> = { en, mr };

/** The guardian's consent notice now in force, in `language`. */
export function consentNotice(language: SiteLanguage): ConsentNotice {
  return { version: PRIVACY_NOTICE_VERSION, language, text: texts[language] };
}
