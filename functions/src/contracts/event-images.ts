// The pictures an event may show: the SVGs under web/public/images/events/ (a test keeps this list
// and the folder in step). The admin form offers exactly these; the server accepts nothing else, so a
// typo can never point an event at a missing file or another site.
export const eventImages = [
  '/images/events/tournament.svg',
  '/images/events/seminar.svg',
  '/images/events/belt-test.svg',
  '/images/events/training-camp.svg',
  '/images/events/workshop.svg',
  '/images/events/demonstration.svg',
] as const;
export type EventImage = (typeof eventImages)[number];
