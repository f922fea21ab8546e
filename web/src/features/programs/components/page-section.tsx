import type { ReactNode } from 'react';

interface PageSectionProps {
  id: string;
  heading: string;
  intro?: string;
  /** 'muted' alternates the background so long pages read as separate blocks. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** One titled block of the Programs page: a landmark named by its heading. */
export function PageSection({ id, heading, intro, tone = 'plain', children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={`programs-section programs-section--${tone}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <div className="programs-section__header">
          <h2 id={headingId}>{heading}</h2>
          {intro && <p className="programs-section__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
