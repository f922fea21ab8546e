interface AssociationLogoProps {
  size?: number;
  className?: string;
}

/**
 * The association emblem: a side kick inside a saffron ring on maroon, with the belt knot at the
 * hip. Decorative wherever the association name is written next to it, hence aria-hidden.
 */
export function AssociationLogo({ size = 44, className }: AssociationLogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="23.5" fill="#7a1c2e" />
      <circle cx="24" cy="24" r="20.5" fill="none" stroke="#f28c28" strokeWidth="1.6" />
      <path
        d="M29.5 9.8a15 15 0 0 1 9.4 9.2"
        fill="none"
        stroke="#f6a04d"
        strokeWidth="1.4"
        strokeLinecap="round"
        opacity="0.9"
      />
      <g fill="none" stroke="#fbf7f0" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21.5 27.5 16.5 19" />
        <path d="M21.5 27.5 36.5 17.5" />
        <path d="M21.5 27.5 18.5 33.5 15 39" />
        <path d="M17.5 20.5 23 17.5" />
        <path d="M17.5 21 12.5 25.5" />
      </g>
      <circle cx="14.6" cy="14.8" r="3.2" fill="#fbf7f0" />
      <path
        d="M19 28.2h5M21.5 28.2l-1.8 3.6M21.5 28.2l1.8 3.4"
        stroke="#f28c28"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
