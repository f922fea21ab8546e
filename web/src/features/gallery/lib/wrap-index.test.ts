import { describe, expect, it } from 'vitest';
import { wrapIndex } from '@/features/gallery/lib/wrap-index';

describe('wrapIndex', () => {
  it('steps forwards and backwards inside the list', () => {
    expect(wrapIndex(3, 1, 12)).toBe(4);
    expect(wrapIndex(3, -1, 12)).toBe(2);
  });

  it('wraps from the last item to the first and back', () => {
    expect(wrapIndex(11, 1, 12)).toBe(0);
    expect(wrapIndex(0, -1, 12)).toBe(11);
  });

  it('stays on the only item of a list of one', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });

  it('has no index in an empty list', () => {
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});
