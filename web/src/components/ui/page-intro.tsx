import type { ReactNode } from 'react';

/** The heading and opening paragraph of a screen, kept in its feature's content module. */
export interface PageCopy {
  heading: string;
  intro: string;
}

interface PageIntroProps {
  copy: PageCopy;
  children?: ReactNode;
}

/** The heading and opening paragraph every screen starts with. */
export function PageIntro({ copy, children }: PageIntroProps) {
  return (
    <section className="page-intro container" aria-labelledby="page-heading">
      <h1 id="page-heading" tabIndex={-1}>
        {copy.heading}
      </h1>
      <p className="page-intro__lead">{copy.intro}</p>
      {children}
    </section>
  );
}
