export interface CollageGroups<T> {
  large: T | undefined;
  medium: T[];
  small: T[];
  /** Everything after the first six, shown as cards. */
  rest: T[];
}

export const COLLAGE_SIZES = { large: 1, medium: 2, small: 3 } as const;

/** The collage rule: 1 large item, 2 medium, 3 small, the rest as cards, in list order. */
export function groupForCollage<T>(items: readonly T[]): CollageGroups<T> {
  const mediumEnd = COLLAGE_SIZES.large + COLLAGE_SIZES.medium;
  const smallEnd = mediumEnd + COLLAGE_SIZES.small;
  return {
    large: items[0],
    medium: items.slice(COLLAGE_SIZES.large, mediumEnd),
    small: items.slice(mediumEnd, smallEnd),
    rest: items.slice(smallEnd),
  };
}
