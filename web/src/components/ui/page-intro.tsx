import type { ReactNode } from 'react';
import type { PageCopy } from '@/config/pages';

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
