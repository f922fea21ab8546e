import type { Belt } from '@/features/programs/content/types';

// A belt seen flat: the colour, a stripe near the end for the in-between grades, or the two halves
// of a Red Black belt. The outline keeps a White belt visible on a white card (3:1 and more).
const OUTLINE = '#8a8070';

/** A drawing of one belt's colours; decorative, since its name is written beside it. */
export function BeltSwatch({ belt }: { belt: Belt }) {
  const { color, second } = belt;
  return (
    <svg
      className="belt-swatch"
      viewBox="0 0 120 24"
      width="120"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="118" height="22" rx="4" fill={color} />
      {second?.pattern === 'half' && (
        <path d="M1 12h118v7a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4Z" fill={second.color} />
      )}
      {second?.pattern === 'stripe' && (
        <rect x="86" y="1" width="16" height="22" fill={second.color} />
      )}
      <rect
        x="1"
        y="1"
        width="118"
        height="22"
        rx="4"
        fill="none"
        stroke={OUTLINE}
        strokeWidth="2"
      />
    </svg>
  );
}
