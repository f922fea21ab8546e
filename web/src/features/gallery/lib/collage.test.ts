import { describe, expect, it } from 'vitest';
import { groupForCollage } from '@/features/gallery/lib/collage';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('groupForCollage (1 large, 2 medium, 3 small, the rest as cards)', () => {
  it('splits twelve items 1, 2, 3 and 6, keeping their order', () => {
    expect(groupForCollage(numbers(12))).toEqual({
      large: 1,
      medium: [2, 3],
      small: [4, 5, 6],
      rest: [7, 8, 9, 10, 11, 12],
    });
  });

  it('has no cards for exactly six items', () => {
    expect(groupForCollage(numbers(6))).toEqual({
      large: 1,
      medium: [2, 3],
      small: [4, 5, 6],
      rest: [],
    });
  });

  it('fills the groups in turn when there are fewer items', () => {
    expect(groupForCollage(numbers(1))).toEqual({ large: 1, medium: [], small: [], rest: [] });
    expect(groupForCollage(numbers(2))).toEqual({ large: 1, medium: [2], small: [], rest: [] });
    expect(groupForCollage(numbers(3))).toEqual({
      large: 1,
      medium: [2, 3],
      small: [],
      rest: [],
    });
    expect(groupForCollage(numbers(4))).toEqual({
      large: 1,
      medium: [2, 3],
      small: [4],
      rest: [],
    });
    expect(groupForCollage(numbers(7)).rest).toEqual([7]);
  });

  it('has nothing at all for an empty list', () => {
    expect(groupForCollage([])).toEqual({ large: undefined, medium: [], small: [], rest: [] });
  });

  it('places every item exactly once', () => {
    for (let count = 0; count <= 15; count += 1) {
      const { large, medium, small, rest } = groupForCollage(numbers(count));
      const placed = [...(large === undefined ? [] : [large]), ...medium, ...small, ...rest];
      expect(placed).toEqual(numbers(count));
    }
  });
});
