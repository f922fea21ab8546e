import { Link } from 'react-router-dom';
import { programsCta as copy } from '@/features/programs/content/cta';

/** The closing call to action. */
export function ProgramsCta() {
  return (
    <section className="programs-cta" aria-labelledby="programs-cta-heading">
      <div className="container programs-cta__inner">
        <h2 id="programs-cta-heading">{copy.heading}</h2>
        <p>{copy.text}</p>
        <p className="programs-cta__actions">
          <Link to={copy.enroll.to} className="button button--primary">
            {copy.enroll.label}
          </Link>
          <Link to={copy.contact.to} className="button programs-cta__secondary">
            {copy.contact.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
