// Every rank in words, for the cards, tables and certificates that name one.
import type { RankId } from '@contracts/ranks';

/** A rank in words, as a parent reads it on a card. */
export const rankLabels: Readonly<Record<RankId, string>> = {
  white: 'पांढरा बेल्ट',
  yellow: 'पिवळा बेल्ट',
  'yellow-green': 'पिवळा-हिरवा बेल्ट',
  green: 'हिरवा बेल्ट',
  'green-blue': 'हिरवा-निळा बेल्ट',
  blue: 'निळा बेल्ट',
  'blue-red': 'निळा-लाल बेल्ट',
  red: 'लाल बेल्ट',
  'red-advanced': 'प्रगत लाल बेल्ट',
  'red-black': 'लाल-काळा बेल्ट',
  black: 'काळा बेल्ट',
  'dan-1': 'काळा बेल्ट, पहिला डान',
  'dan-2': 'काळा बेल्ट, दुसरा डान',
  'dan-3': 'काळा बेल्ट, तिसरा डान',
  'dan-4': 'काळा बेल्ट, चौथा डान',
  'dan-5': 'काळा बेल्ट, पाचवा डान',
  'dan-6': 'काळा बेल्ट, सहावा डान',
  'dan-7': 'काळा बेल्ट, सातवा डान',
  'dan-8': 'काळा बेल्ट, आठवा डान',
  'dan-9': 'काळा बेल्ट, नववा डान',
};
