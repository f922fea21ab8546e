import { describe, expect, it, vi } from 'vitest';
import { REFERENCE_ALPHABET, referenceNumberPattern } from '../contracts/enrollment';
import { drawReferenceNumber, REFERENCE_CODE_LENGTH, referenceYear } from './reference-number';

const NOW = Date.parse('2026-06-15T10:00:00Z');

describe('referenceYear', () => {
  it('is the year in Maharashtra, which starts 5:30 h before UTC', () => {
    expect(referenceYear(Date.parse('2025-12-31T18:29:59Z'))).toBe('2025');
    expect(referenceYear(Date.parse('2025-12-31T18:30:00Z'))).toBe('2026');
  });
});

describe('drawReferenceNumber', () => {
  it('draws each character with the given source, over the whole alphabet', () => {
    const random = vi.fn(() => 0);
    expect(drawReferenceNumber(NOW, random)).toBe('MTA-2026-222222');
    expect(random).toHaveBeenCalledTimes(REFERENCE_CODE_LENGTH);
    expect(random).toHaveBeenCalledWith(REFERENCE_ALPHABET.length);
    expect(drawReferenceNumber(NOW, () => REFERENCE_ALPHABET.length - 1)).toBe('MTA-2026-ZZZZZZ');
  });

  it('matches the published pattern with the real CSPRNG', () => {
    for (let i = 0; i < 1000; i++) {
      expect(drawReferenceNumber(NOW)).toMatch(referenceNumberPattern);
    }
  });

  it('practically never repeats itself (32^6 ≈ 1.07 billion codes a year)', () => {
    const drawn = new Set(Array.from({ length: 1000 }, () => drawReferenceNumber(NOW)));
    // The chance of even one repeat among 1,000 draws is about 1 in 2,000; two, about 1 in 10^7.
    expect(drawn.size).toBeGreaterThanOrEqual(999);
  });

  it('uses every character about equally often (chi-square sanity check)', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      for (const character of drawReferenceNumber(NOW).slice(-REFERENCE_CODE_LENGTH)) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort().join('')).toBe(REFERENCE_ALPHABET);
    const expected = (draws * REFERENCE_CODE_LENGTH) / REFERENCE_ALPHABET.length;
    const chiSquare = [...counts.values()].reduce(
      (sum, count) => sum + (count - expected) ** 2 / expected,
      0,
    );
    // 31 degrees of freedom: a uniform source exceeds 80 about once in ten million runs; a biased
    // one (say modulo bias from 256 % 32, or a missing character) lands far above.
    expect(chiSquare).toBeLessThan(80);
  });
});
