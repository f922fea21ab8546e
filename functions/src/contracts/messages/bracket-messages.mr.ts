import type { BracketMessageKey } from './bracket-messages';

// Texts of the draw, the brackets and the results in Marathi (the English module's twin).
export const bracketMessages: Readonly<Record<BracketMessageKey, string>> = {
  reasonRequired: 'स्पर्धेची सोडत पुन्हा का काढली जात आहे ते लिहा (किमान १० अक्षरे)',
  reasonTooLong: 'कारण ५०० अक्षरांपेक्षा कमी ठेवा',
  reasonWithoutRedraw: 'कारण फक्त पुन्हा सोडत काढताना द्यायचे असते',
  winnerRequired: 'विजेता निवडा',
  alreadyDrawn: 'या स्पर्धेची सोडत आधीच काढली आहे: पुन्हा सोडतीसाठी कारण हवे',
  notDrawn: 'या स्पर्धेची सोडत अजून काढलेली नाही',
  matchNotFound: 'या स्पर्धेत असा सामना नाही',
  matchNotReady: 'या सामन्याचे दोन्ही खेळाडू अजून ठरलेले नाहीत',
  notInMatch: 'विजेता या सामन्यातील दोन खेळाडूंपैकीच एक असावा',
  matchLocked: 'पुढच्या सामन्याचा निकाल लागला आहे: हा निकाल आता बदलता येणार नाही',
};
