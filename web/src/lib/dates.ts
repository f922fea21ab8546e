/** Spec §9: dates outside the home page use the en-IN long format, e.g. "5 March 2026". */
export function formatLongDate(iso: string, fallback = '—'): string {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}
