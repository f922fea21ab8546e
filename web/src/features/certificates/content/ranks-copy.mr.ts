// /mr/profile मधील रँक आणि प्रमाणपत्रे: ranks-copy.ts चे मराठी रूप.

export const ranksCopy = {
  intro:
    'आपल्या प्रत्येक खेळाडूने मिळवलेल्या रँक, त्यांच्या प्रमाणपत्रांसह, आणि स्पर्धेच्या ठिकाणी दाखवण्याचे सदस्यत्व कार्ड.',
  loading: 'रँक आणि प्रमाणपत्रे उघडत आहे…',
  loadFailed: 'रँक आणि प्रमाणपत्रे उघडता आली नाहीत. कृपया पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  noAthletes: 'त्यांच्या रँक येथे पाहण्यासाठी “माझे खेळाडू” मध्ये खेळाडू जोडा.',
  timelineLabel: (name: string) => `${name} यांच्या रँक`,
  noRanks: 'अजून एकही रँक नोंदलेली नाही.',
  awardedOn: (date: string) => `${date} रोजी प्रदान`,
  sources: {
    grading: 'श्रेणी परीक्षा',
    recognised: 'कार्यालयाने मान्य केलेली',
  },
  certificateLink: (number: string) => `प्रमाणपत्र ${number}`,
  share: 'व्हॉट्सॲपवर पाठवा',
  shareLabel: (number: string) => `व्हॉट्सॲपवर पाठवा: प्रमाणपत्र ${number}`,
  championshipsHeading: 'स्पर्धांतील पदके',
  championshipsLabel: (name: string) => `${name} यांची स्पर्धांतील पदके`,
  card: {
    heading: 'सदस्यत्व कार्ड',
    membershipNumber: 'सदस्यत्व क्रमांक',
    memberSince: 'सदस्य असल्यापासून',
    rank: 'रँक',
    hint: 'हे कार्ड स्पर्धेच्या ठिकाणी दाखवा: त्याचा QR कोड कोणीही तपासू शकतो, इंटरनेट नसतानाही.',
    none: 'अजून सदस्यत्व कार्ड दिलेले नाही.',
    issue: 'सदस्यत्व कार्ड मिळवा',
    issueFailed: 'कार्ड देता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    print: 'छापण्यासाठी उघडा',
  },
  statusNote: {
    revoked: 'रद्द',
    superseded: 'बदललेले',
  },
};
