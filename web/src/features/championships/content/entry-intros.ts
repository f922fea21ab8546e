import type { PageCopy } from '@/components/ui/page-intro';

// The headings and opening paragraphs of the championship screens.

export const guardianEntryIntro: PageCopy = {
  heading: 'Enter an athlete',
  intro:
    'Choose the discipline for each athlete you look after; the division is worked out from the rules as you choose. You can withdraw an entry until entries close.',
};

export const squadIntro: PageCopy = {
  heading: 'Enter a squad',
  intro:
    'Your club’s athletes, one row each. Pick the discipline, type the weight for sparring and enter: the division is assigned as you go.',
};

export const weighInIntro: PageCopy = {
  heading: 'Weigh-in desk',
  intro:
    'Find the athlete, type the weight shown on the scales and record it. A weight that does not fit the division never moves anyone by itself: you decide.',
};

export const officeIntro: PageCopy = {
  heading: 'Championship entries',
  intro:
    'The entries per division and per club, the whole list as a CSV file, and the draw that closes the entries.',
};

export const peopleIntro: PageCopy = {
  heading: 'People and roles',
  intro:
    'Name the officials who run the weigh-in desk and the coaches who enter their club’s squad. A change applies at once: the person’s open sessions are renewed.',
};
