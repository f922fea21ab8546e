import type { StatFigure } from '@/features/about/types';

// Grouped by hand: Intl.NumberFormat would load ICU's locale data during hydration, a long task
// on a phone (see lib/dates.ts). Indian grouping: the last three digits, then pairs (12,34,567).
function groupIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** "5,000+" for a count (Indian digit grouping), "1985" for a year, which is never grouped. */
export function formatStat(figure: StatFigure): string {
  if (figure.kind === 'year') return String(figure.value);
  return `${groupIndian(figure.value)}${figure.plus ? '+' : ''}`;
}
