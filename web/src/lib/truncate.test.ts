import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_LIMIT, FEATURED_DESCRIPTION_LIMIT, truncate } from '@/lib/truncate';

const long =
  'Playful, structured classes where children learn kicks, blocks and patterns while building balance, listening skills and confidence. Lessons are short and varied, and every child is praised for effort.';

describe('truncate', () => {
  it("uses the association's limits", () => {
    expect(FEATURED_DESCRIPTION_LIMIT).toBe(200);
    expect(CARD_DESCRIPTION_LIMIT).toBe(120);
  });

  it('leaves text that fits alone', () => {
    expect(truncate('Short and sweet.', 120)).toBe('Short and sweet.');
    const exact = 'x'.repeat(120);
    expect(truncate(exact, 120)).toBe(exact);
  });

  it('cuts longer text at a word boundary, ellipsis included in the limit', () => {
    const result = truncate(long, 120);
    expect(result.length).toBeLessThanOrEqual(120);
    expect(result.endsWith('…')).toBe(true);
    const kept = result.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // The next character of the original is a space or punctuation: no word was split.
    expect(long.charAt(kept.length)).toMatch(/[\s,.]/);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncate('One, two, three, four', 10)).toBe('One, two…');
  });

  it('keeps a whole word that ends exactly at the limit', () => {
    // 'abcd efgh' + ellipsis is 10 characters.
    expect(truncate('abcd efgh ijkl', 10)).toBe('abcd efgh…');
  });

  it('cuts inside a single word that is longer than the limit', () => {
    expect(truncate('Supercalifragilistic', 8)).toBe('Superca…');
  });

  it('ignores surrounding whitespace', () => {
    expect(truncate('  padded  ', 120)).toBe('padded');
  });

  it('cuts at 200 for a featured card and 120 for a normal card', () => {
    const text = 'word '.repeat(80);
    expect(truncate(text, FEATURED_DESCRIPTION_LIMIT).length).toBeLessThanOrEqual(200);
    expect(truncate(text, FEATURED_DESCRIPTION_LIMIT).length).toBeGreaterThan(190);
    expect(truncate(text, CARD_DESCRIPTION_LIMIT).length).toBeLessThanOrEqual(120);
    expect(truncate(text, CARD_DESCRIPTION_LIMIT).length).toBeGreaterThan(110);
  });
});
