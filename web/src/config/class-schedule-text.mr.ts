/**
 * The timetable's words and the belt names in Marathi. Times read as a family says them ("सायं.
 * 5:30 ते 6:30"), with Latin digits as on receipts and WhatsApp; belt names carry the English in
 * brackets, since that is what is written on the certificates. The English in brackets is kept
 * on one line (no-break spaces): a name broken inside its bracket reads badly on a narrow card.
 */
import type { BeltId } from '@contracts/ranks';
import type { ClassSession, ProgramId } from '@/config/class-schedule-ids';

export const classTimes: Readonly<Record<ProgramId, readonly ClassSession[]>> = {
  children: [
    { day: 'सोमवार व बुधवार', time: 'सायं. 4:00 ते 5:00' },
    { day: 'शनिवार', time: 'सकाळी 10:00 ते 11:00' },
  ],
  teens: [
    { day: 'मंगळवार व गुरुवार', time: 'सायं. 5:30 ते 6:30' },
    { day: 'शनिवार', time: 'सकाळी 11:30 ते दुपारी 12:30' },
  ],
  adults: [
    { day: 'सोमवार, बुधवार व शुक्रवार', time: 'सायं. 7:00 ते रात्री 8:30' },
    { day: 'शनिवार', time: 'दुपारी 1:00 ते 2:30' },
  ],
  competition: [
    { day: 'मंगळवार व गुरुवार', time: 'सायं. 7:00 ते रात्री 9:00' },
    { day: 'रविवार', time: 'सकाळी 10:00 ते दुपारी 12:00' },
  ],
  'black-belt': [
    { day: 'बुधवार', time: 'रात्री 8:30 ते 10:00' },
    { day: 'शनिवार', time: 'दुपारी 3:00 ते 4:30' },
  ],
  instructor: [
    { day: 'शुक्रवार', time: 'रात्री 8:30 ते 10:00' },
    { day: 'याशिवाय', time: 'आपल्या सोयीने ठरवलेल्या वेळी' },
  ],
};

export const beltNames: Readonly<Record<BeltId, string>> = {
  white: 'पांढरा बेल्ट (White\u00A0Belt)',
  yellow: 'पिवळा बेल्ट (Yellow\u00A0Belt)',
  'yellow-green': 'पिवळा-हिरवा बेल्ट (Yellow\u00A0Green\u00A0Belt)',
  green: 'हिरवा बेल्ट (Green\u00A0Belt)',
  'green-blue': 'हिरवा-निळा बेल्ट (Green\u00A0Blue\u00A0Belt)',
  blue: 'निळा बेल्ट (Blue\u00A0Belt)',
  'blue-red': 'निळा-लाल बेल्ट (Blue\u00A0Red\u00A0Belt)',
  red: 'लाल बेल्ट (Red\u00A0Belt)',
  'red-advanced': 'प्रगत लाल बेल्ट (Red\u00A0Advanced\u00A0Belt)',
  'red-black': 'लाल-काळा बेल्ट (Red\u00A0Black\u00A0Belt)',
  black: 'काळा बेल्ट (Black\u00A0Belt)',
};
