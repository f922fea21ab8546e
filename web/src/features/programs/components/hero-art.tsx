/**
 * The hero's picture: a knotted belt over the colours of the grades, drawn here (no image request
 * above the fold). Decorative: the heading says what the page is.
 */
export function HeroArt() {
  return (
    <svg
      className="programs-hero__art"
      viewBox="0 0 360 300"
      width="360"
      height="300"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="180" cy="150" r="138" fill="#5e1422" />
      <circle
        cx="180"
        cy="150"
        r="104"
        fill="none"
        stroke="#f28c28"
        strokeWidth="3"
        opacity="0.7"
      />
      <g strokeLinecap="round" strokeWidth="18" fill="none">
        <path d="M64 96h232" stroke="#fbf7f0" />
        <path d="M52 128h256" stroke="#f5c542" />
        <path d="M48 160h264" stroke="#3f8f4f" />
        <path d="M52 192h256" stroke="#2f5fa8" />
        <path d="M64 224h232" stroke="#b3262e" />
      </g>
      <rect x="70" y="132" width="220" height="34" rx="17" fill="#141b34" />
      <path d="M166 158 136 252l30 8 26-86zM194 158l30 94-30 8-26-86z" fill="#222b4d" />
      <rect x="152" y="122" width="56" height="54" rx="14" fill="#141b34" />
      <path d="M166 138h28M166 160h28" stroke="#f28c28" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
