import { beltIds, formatClassTimes } from '@/config/class-schedule';
// The Marathi timetable and belt names by name, so these answers read the same in tests as in the build.
import { beltNames, classTimes } from '@/config/class-schedule-text.mr';
import { chatFacts as facts } from '@/features/chat/content/chat-facts';
import type { ChatAnswers } from '@/features/chat/lib/chat-types';

/**
 * What the assistant says in Marathi. The figures come from chatFacts, the same numbers as the
 * English answers; amounts in Latin digits with Indian grouping, as on receipts ("₹2,000").
 */

const money = new Intl.NumberFormat('mr-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  numberingSystem: 'latn',
});
const rupees = (amount: number) => money.format(amount);
const rupeeRange = ({ min, max }: { min: number; max: number }) =>
  `${rupees(min)} ते ${rupees(max)}`;
const list = (items: readonly string[]) =>
  new Intl.ListFormat('mr', { type: 'conjunction' }).format(items);
const { discount, ages } = facts;

const schedules = [
  { program: 'मुलांचा वर्ग', band: ages.children, times: classTimes.children },
  { program: 'किशोर वर्ग', band: ages.teens, times: classTimes.teens },
  { program: 'प्रौढ वर्ग', band: ages.adults, times: classTimes.adults },
  { program: 'स्पर्धा संघ', band: '', times: classTimes.competition },
  { program: 'ब्लॅक बेल्ट वर्ग', band: '', times: classTimes['black-belt'] },
  { program: 'प्रशिक्षक प्रशिक्षण', band: '', times: classTimes.instructor },
];
const scheduleLines = schedules
  .map(({ program, band, times }) => {
    const age = band ? ` (वय ${band})` : '';
    return `• ${program}${age}: ${formatClassTimes(times)}`;
  })
  .join('\n');

const sampleEvents = [
  'मुंबई येथे महाराष्ट्र राज्य अजिंक्यपद स्पर्धा',
  'पुणे येथे उन्हाळी प्रशिक्षण शिबिर',
  'नागपूर येथे ब्लॅक बेल्ट परीक्षा',
];

const programsLink = '[प्रशिक्षण वर्गांच्या पानावर](/programs)';

export const chatAnswers: ChatAnswers = {
  schedule: `आमचे साप्ताहिक वर्ग:\n${scheduleLines}\nबहुतेक विद्यार्थी आठवड्यातून ${facts.sessionsPerWeek} वेळा सराव करतात. प्रत्येक वर्गाची माहिती ${programsLink} आहे.`,

  fees: `प्रशिक्षणाची फी मुले व किशोरांसाठी ${rupees(facts.monthlyFee.juniors)} दरमहा आणि प्रौढ व पुढच्या स्तरांच्या वर्गांसाठी ${rupees(facts.monthlyFee.seniors)} दरमहा आहे. प्रवेशाच्या वेळी एकदाच ${rupees(facts.registrationFee)} नोंदणी फी भरावी लागते. बेल्ट परीक्षेची फी श्रेणीनुसार ${rupeeRange(facts.beltTestFee)} असते, आणि संपूर्ण साहित्याच्या संचाला साधारण ${rupeeRange(facts.equipmentCost)} खर्च येतो.\nसवलती: कुटुंबासाठी ${discount.family}%, तिमाही फी भरल्यास ${discount.quarterly}% आणि वर्षभराची फी एकदम भरल्यास ${discount.annual}%.`,

  discounts: `मासिक फीमध्ये आपली बचत होऊ शकते: कुटुंबातील दोन किंवा अधिक सदस्य आमच्याकडे शिकत असल्यास ${discount.family}% कौटुंबिक सवलत, तिमाही फी भरल्यास ${discount.quarterly}% आणि वर्षभराची फी भरल्यास ${discount.annual}% सवलत. सवलतीपूर्वी फी ${rupees(facts.monthlyFee.juniors)} किंवा ${rupees(facts.monthlyFee.seniors)} दरमहा आहे. आपल्या बाबतीत काही प्रश्न असल्यास [आम्हाला संदेश पाठवा](/contact).`,

  benefits: `तायक्वांदो शरीर आणि मन दोन्ही घडवते: फिटनेस, ताकद, लवचीकपणा आणि तोल, प्रत्यक्ष उपयोगी स्वसंरक्षण, आणि त्याच्या पाच तत्त्वांमधून येणारा आत्मविश्वास, एकाग्रता आणि शिस्त. ही पाच तत्त्वे: सौजन्य (Courtesy), सचोटी (Integrity), चिकाटी (Perseverance), आत्मसंयम (Self-Control) आणि अदम्य जिद्द (Indomitable Spirit). मुलांना समन्वय आणि आदर, किशोरांना ऊर्जेसाठी योग्य वाट आणि ध्येय, तर प्रौढांना फिटनेस आणि ताणमुक्ती मिळते. प्रत्येक वयोगट काय शिकतो ते ${programsLink} पाहा.`,

  belts: `एकूण ${beltIds.length} बेल्ट आहेत, या क्रमाने: ${list(beltIds.map((id) => beltNames[id]))}.\nवर्षभरात होणाऱ्या बेल्ट परीक्षांमधून विद्यार्थी पुढच्या बेल्टवर जातात; परीक्षेची फी श्रेणीनुसार ${rupeeRange(facts.beltTestFee)} असते. आठवड्यातून ${facts.sessionsPerWeek} वेळा सराव केल्यास ब्लॅक बेल्ट मिळायला साधारण ${facts.yearsToBlackBelt} वर्षे लागतात. ब्लॅक बेल्ट परीक्षेसाठी लाल-काळ्या बेल्टवर 1 वर्ष, शिफारसपत्रे आणि एक प्रबंध आवश्यक आहे, आणि 1ल्या डॅनपासून 2ऱ्या डॅनपर्यंत ${facts.yearsFirstToSecondDan} वर्षे लागतात. परीक्षांच्या तारखा ${programsLink} आहेत.`,

  trial: `हो, प्रवेश घेण्यापूर्वी आपण ट्रायल क्लास करू शकता: प्रशिक्षकांना भेटा, वर्ग कसा चालतो ते पाहा आणि निवांतपणे निर्णय घ्या. फक्त आरामदायक स्पोर्ट्सवेअर घालून या. आपल्या जवळच्या केंद्रात ट्रायल क्लास ठरवण्यासाठी [आम्हाला संदेश पाठवा](/contact). प्रवेशासाठी तयार आहात? [ऑनलाइन प्रवेश घ्या](/enroll).`,

  instructors: `आमचे ${facts.certifiedInstructors} प्रमाणित प्रशिक्षक 1ला डॅन (1st Dan) किंवा त्यापुढील ब्लॅक बेल्टधारक आहेत; असोसिएशनने त्यांना प्रशिक्षण देऊन त्यांचे मूल्यमापन केले आहे. असोसिएशन ${facts.foundedIn} पासून महाराष्ट्रात तायक्वांदो शिकवत आहे. शिकवू इच्छिणारे ब्लॅक बेल्टधारक आमच्या प्रशिक्षक प्रशिक्षणात सहभागी होऊ शकतात (${formatClassTimes(classTimes.instructor)}). आमच्या टीमची ओळख [आमच्याविषयीच्या पानावर](/about) करून घ्या.`,

  equipment: `पहिल्या काही वर्गांसाठी आरामदायक स्पोर्ट्सवेअर पुरेसे आहे. नियमित विद्यार्थ्यांना बेल्टसह डोबोक (गणवेश) आणि स्पारिंगचे साहित्य लागते: हेड गार्ड, बॉडी प्रोटेक्टर, हात आणि नडगीचे गार्ड, ग्लोव्हज आणि माउथ गार्ड. संपूर्ण संचाचा खर्च साधारण ${rupeeRange(facts.equipmentCost)} येतो; काय आणि केव्हा घ्यायचे ते आपले प्रशिक्षक सांगतील.`,

  events: `आम्ही वर्षभर अजिंक्यपद स्पर्धा, प्रशिक्षण शिबिरे, सेमिनार आणि बेल्ट परीक्षा घेतो, उदा. ${list(sampleEvents)}. ताज्या तारखा पाहण्यासाठी आणि नोंदणीसाठी [कार्यक्रमांचे पान](/events) पाहा.`,

  ages: `प्रत्येक वयासाठी वर्ग आहे: मुलांचा वर्ग ${ages.children} (वयाच्या ${ages.youngestStart}व्या वर्षापासून सुरुवात करता येते), किशोर वर्ग ${ages.teens} आणि प्रौढ वर्ग ${ages.adults}. पुढच्या स्तरांचे वर्ग वयावर नव्हे तर बेल्टवर अवलंबून आहेत: स्पर्धा संघासाठी किमान हिरवा बेल्ट, आणि ब्लॅक बेल्ट वर्ग व प्रशिक्षक प्रशिक्षणासाठी 1ला डॅन किंवा त्यापुढे. सर्व वर्गांची तुलना ${programsLink} करा.`,

  enroll: `प्रवेश घ्यायला काही मिनिटेच लागतात: खाते तयार करा, [प्रवेश अर्ज](/enroll) भरा आणि आपल्याला एक संदर्भ क्रमांक मिळेल. एकदाच ${rupees(facts.registrationFee)} नोंदणी फी आणि नंतर आपल्या वर्गाची मासिक फी लागू होते. अजून ठरत नाहीये? [संपर्क पानावरून](/contact) ट्रायल क्लासबद्दल विचारा.`,

  programs: `आमचे सहा वर्ग आहेत: मुलांचा वर्ग (${ages.children}), किशोर वर्ग (${ages.teens}), प्रौढ वर्ग (${ages.adults}), स्पर्धा संघ (हिरवा बेल्ट व त्यापुढे), ब्लॅक बेल्ट वर्ग आणि प्रशिक्षक प्रशिक्षण (दोन्ही 1ला डॅन व त्यापुढे). त्यांची तुलना ${programsLink} करा.`,

  contact: `आमचे कार्यालय सोमवार ते शुक्रवार सकाळी 9:00 ते सायं. 6:00 आणि शनिवारी सकाळी 10:00 ते दुपारी 2:00 उघडे असते, रविवारी बंद. महाराष्ट्रभरात आमची ${facts.trainingCentres} प्रशिक्षण केंद्रे आहेत. पत्ता, फोन नंबर आणि संदेश फॉर्म [संपर्क पानावर](/contact) आहेत.`,

  greeting: 'नमस्कार! आज मी आपली काय मदत करू? वर्ग, फी, बेल्ट किंवा कार्यक्रमांबद्दल विचारा.',

  thanks: 'आपली मदत करता आली याचा आनंद आहे! वर्ग, फी किंवा कार्यक्रमांबद्दल आणखी काही जाणून घ्यायचे आहे का?',

  fallback:
    'क्षमा करा, या प्रश्नाचे उत्तर माझ्याकडे अजून नाही. खालीलपैकी एखादा प्रश्न निवडा, किंवा [आम्हाला संदेश पाठवा](/contact), आमची टीम आपल्याशी संपर्क साधेल.',
};
