import type { MedalTallyCopy } from '@/features/events/types';

export const medalTallyCopy: MedalTallyCopy = {
  heading: 'Medal Tally',
  caption: 'Medals won by our athletes at state and national championships, 2019 to 2023',
  columns: { year: 'Year', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', total: 'Total' },
  chartLabel: 'Total medals by year',
  years: [
    { year: 2023, gold: 12, silver: 8, bronze: 15, total: 35 },
    { year: 2022, gold: 10, silver: 12, bronze: 8, total: 30 },
    { year: 2021, gold: 7, silver: 9, bronze: 11, total: 27 },
    { year: 2020, gold: 5, silver: 6, bronze: 8, total: 19 },
    { year: 2019, gold: 9, silver: 11, bronze: 14, total: 34 },
  ],
};
