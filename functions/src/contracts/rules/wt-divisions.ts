// The championship divisions as data: World Taekwondo's age categories and kyorugi weight
// categories, and the poomsae belt bands. The division function (contracts/division.ts) reads
// only this table, so a change of the rules is a change here, checked by its schema
// (contracts/championship-rules.ts) in the unit tests and the build. Plain data, no logic.
//
// Ages are "by year": age = competition year − birth year, whatever the birthday.
// Weights are kilograms; a category "−45 kg" takes up to and including 45.00 kg, and the next one
// starts above it (WT: "not exceeding", two decimal places). The heaviest category of each list is
// "+<last limit> kg" and has no upper limit; the lightest has no lower one.

export const wtDivisionRules = {
  version: 'wt-2024-mta-1',
  sources: [
    {
      title:
        'World Taekwondo Competition Rules & Interpretation (in force from 1 June 2024), Article 4 ' +
        '(qualification of contestants: Cadet 12-14, Junior 15-17, Senior 17 and older, by year) ' +
        'and Article 5 (weight divisions of Cadet, Junior and Senior championships)',
      url: 'https://www.worldtaekwondo.org/rules-wt/rules.html',
    },
    {
      title:
        'World Taekwondo Poomsae Competition Rules & Interpretation (2024), Article 5 ' +
        '(recognised poomsae, individual: Cadet 12-14, Junior 15-17, Under 30 … Over 65, by year)',
      url: 'https://www.worldtaekwondo.org/rules-wt/rules.html',
    },
    {
      title:
        "Maharashtra Taekwondo Association: the poomsae belt bands for colour belts (WT's own " +
        'poomsae events are for Poom/Dan holders; a state championship also runs colour-belt events)',
      url: null,
    },
  ],
  kyorugi: {
    ageCategories: [
      {
        id: 'cadet',
        name: 'Cadet',
        nameMr: 'कॅडेट',
        minAge: 12,
        maxAge: 14,
        weightLimitsKg: {
          male: [33, 37, 41, 45, 49, 53, 57, 61, 65],
          female: [29, 33, 37, 41, 44, 47, 51, 55, 59],
        },
      },
      {
        id: 'junior',
        name: 'Junior',
        nameMr: 'ज्युनियर',
        minAge: 15,
        maxAge: 17,
        weightLimitsKg: {
          male: [45, 48, 51, 55, 59, 63, 68, 73, 78],
          female: [42, 44, 46, 49, 52, 55, 59, 63, 68],
        },
      },
      {
        // WT lets a 17-year-old fight Senior; the division function gives each athlete one
        // division per discipline and takes the first category that fits, so 17 stays Junior.
        id: 'senior',
        name: 'Senior',
        nameMr: 'सीनियर',
        minAge: 17,
        maxAge: null,
        weightLimitsKg: {
          male: [54, 58, 63, 68, 74, 80, 87],
          female: [46, 49, 53, 57, 62, 67, 73],
        },
      },
    ],
  },
  poomsae: {
    ageCategories: [
      { id: 'cadet', name: 'Cadet', nameMr: 'कॅडेट', minAge: 12, maxAge: 14 },
      { id: 'junior', name: 'Junior', nameMr: 'ज्युनियर', minAge: 15, maxAge: 17 },
      { id: 'under-30', name: 'Under 30', nameMr: '३० वर्षांखालील', minAge: 18, maxAge: 30 },
      { id: 'under-40', name: 'Under 40', nameMr: '४० वर्षांखालील', minAge: 31, maxAge: 40 },
      { id: 'under-50', name: 'Under 50', nameMr: '५० वर्षांखालील', minAge: 41, maxAge: 50 },
      { id: 'under-60', name: 'Under 60', nameMr: '६० वर्षांखालील', minAge: 51, maxAge: 60 },
      { id: 'under-65', name: 'Under 65', nameMr: '६५ वर्षांखालील', minAge: 61, maxAge: 65 },
      { id: 'over-65', name: 'Over 65', nameMr: '६५ वर्षांवरील', minAge: 66, maxAge: null },
    ],
    // Every rank of contracts/ranks.ts in exactly one band, in rank order.
    beltBands: [
      {
        id: 'colour-junior',
        name: 'Colour belts, white to green',
        nameMr: 'रंगीत पट्टा, पांढरा ते हिरवा',
        ranks: ['white', 'yellow', 'yellow-green', 'green'],
      },
      {
        id: 'colour-senior',
        name: 'Colour belts, green-blue to red-black',
        nameMr: 'रंगीत पट्टा, हिरवा-निळा ते लाल-काळा',
        ranks: ['green-blue', 'blue', 'blue-red', 'red', 'red-advanced', 'red-black'],
      },
      {
        id: 'black',
        name: 'Black belts',
        nameMr: 'काळा पट्टा',
        ranks: [
          'black',
          'dan-1',
          'dan-2',
          'dan-3',
          'dan-4',
          'dan-5',
          'dan-6',
          'dan-7',
          'dan-8',
          'dan-9',
        ],
      },
    ],
  },
} as const;
