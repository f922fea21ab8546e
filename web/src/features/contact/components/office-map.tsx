import { office } from '@/config/contact-details';
import { ExternalLink } from '@/features/contact/components/external-link';
import { contactCopy as copy } from '@/features/contact/config/contact-copy';
import { directionsUrl } from '@/lib/maps';
import './office-map.css';

/**
 * "embedded map": a sketch of the streets around the office, drawn here rather than loaded
 * from a map provider (no third-party tiles, scripts or cookies), plus a link that opens real
 * directions in the visitor's maps app.
 */
export function OfficeMap() {
  return (
    <section className="contact-card contact-map" aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading">{copy.mapHeading}</h2>
      <figure className="contact-map__figure">
        <svg
          className="contact-map__svg"
          viewBox="0 0 640 320"
          role="img"
          aria-labelledby="contact-map-title"
          aria-describedby="contact-map-desc"
        >
          <title id="contact-map-title">{`${copy.mapLabels.title}: ${office.name}`}</title>
          <desc id="contact-map-desc">{office.addressLines.join(', ')}</desc>
          <rect width="640" height="320" className="map-land" />
          <path d="M0 0h92c-18 60 10 120-6 190-10 50 4 90 14 130H0Z" className="map-sea" />
          <text x="20" y="300" className="map-label map-label--water">
            {copy.mapLabels.sea}
          </text>
          <rect x="130" y="30" width="160" height="110" rx="18" className="map-park" />
          <text x="210" y="90" textAnchor="middle" className="map-label">
            {copy.mapLabels.park}
          </text>
          <g className="map-road">
            <path d="M96 178H640" />
            <path d="M330 0V320" />
            <path d="M330 178L560 0" />
            <path d="M330 178L520 320" />
          </g>
          <g className="map-street">
            <path d="M150 250H640" />
            <path d="M440 0V320" />
            <path d="M200 178V320" />
          </g>
          <path d="M585 0V320" className="map-rail" />
          <text x="455" y="168" className="map-label">
            {copy.mapLabels.keluskarRoad}
          </text>
          <text x="342" y="40" className="map-label">
            {copy.mapLabels.ranadeRoad}
          </text>
          <text x="575" y="300" textAnchor="end" className="map-label">
            {copy.mapLabels.railway}
          </text>
          <g transform="translate(386 178)">
            <path
              d="M0 0c-14-20-22-31-22-42a22 22 0 0 1 44 0c0 11-8 22-22 42Z"
              className="map-pin"
            />
            <circle cy="-42" r="8" className="map-pin-dot" />
          </g>
          <g transform="translate(386 196)">
            <rect x="-78" y="4" width="156" height="30" rx="6" className="map-callout" />
            <text y="25" textAnchor="middle" className="map-label map-label--strong">
              {office.name}
            </text>
          </g>
        </svg>
        <figcaption className="contact-map__caption">{copy.mapCaption}</figcaption>
      </figure>
      <p className="contact-map__actions">
        <ExternalLink
          href={directionsUrl(office.directionsAddress)}
          className="button button--secondary"
        >
          {copy.directions}
        </ExternalLink>
      </p>
    </section>
  );
}
