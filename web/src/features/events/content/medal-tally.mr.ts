import type { MedalTallyCopy } from '@/features/events/types';

export const medalTallyCopy: MedalTallyCopy = {
  heading: 'पदकतालिका',
  caption: 'राज्य आणि राष्ट्रीय अजिंक्यपद स्पर्धांमध्ये आमच्या खेळाडूंनी जिंकलेली पदके, 2019 ते 2023',
  columns: { year: 'वर्ष', gold: 'सुवर्ण', silver: 'रौप्य', bronze: 'कांस्य', total: 'एकूण' },
  chartLabel: 'वर्षनिहाय एकूण पदके',
  years: [
    { year: 2023, gold: 12, silver: 8, bronze: 15, total: 35 },
    { year: 2022, gold: 10, silver: 12, bronze: 8, total: 30 },
    { year: 2021, gold: 7, silver: 9, bronze: 11, total: 27 },
    { year: 2020, gold: 5, silver: 6, bronze: 8, total: 19 },
    { year: 2019, gold: 9, silver: 11, bronze: 14, total: 34 },
  ],
};
