import type { StatFigure } from '@/features/about/types';

const count = new Intl.NumberFormat('en-IN');

/** "5,000+" for a count (Indian digit grouping), "1985" for a year, which is never grouped. */
export function formatStat(figure: StatFigure): string {
  if (figure.kind === 'year') return String(figure.value);
  return `${count.format(figure.value)}${figure.plus ? '+' : ''}`;
}
