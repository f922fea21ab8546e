import { Link } from 'react-router-dom';
import { programsHero as copy } from '@/features/programs/content/hero';
import { HeroArt } from '@/features/programs/components/hero-art';

/** The Programs hero, with an in-page link to the list and one to the contact page. */
export function ProgramsHero() {
  return (
    <section className="programs-hero" aria-labelledby="page-heading">
      <div className="container programs-hero__inner">
        <div className="programs-hero__text">
          <h1 id="page-heading" tabIndex={-1}>
            {copy.heading}
          </h1>
          <p className="programs-hero__lead">{copy.intro}</p>
          <p className="programs-hero__actions">
            <a href={copy.viewPrograms.href} className="button button--primary">
              {copy.viewPrograms.label}
            </a>
            <Link to={copy.contact.to} className="button programs-hero__secondary">
              {copy.contact.label}
            </Link>
          </p>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
