import { describe, expect, it } from 'vitest';
import { cardSummary } from '@/features/events/lib/events-card-summary';

describe('cardSummary', () => {
  it('keeps a short description as it is', () => {
    expect(cardSummary('Five days of sparring drills.')).toBe('Five days of sparring drills.');
  });

  it('drops the markdown-like markers and joins the lines', () => {
    expect(cardSummary('# Camp\n**Bring** your dobok.\n- gloves\n- water')).toBe(
      'Camp Bring your dobok. gloves, water',
    );
  });

  it('cuts a long one at a word, within 120 characters, with an ellipsis', () => {
    const long = 'Sparring drills and footwork with state coaches, '.repeat(5);
    const summary = cardSummary(long);
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary).toMatch(/coaches…$|state…$|footwork…$|with…$|drills…$|and…$|Sparring…$/);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('cuts inside a very long word rather than leaving almost nothing', () => {
    expect(cardSummary('x'.repeat(200), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
