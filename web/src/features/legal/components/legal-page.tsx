import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { LastUpdatedLine } from '@/features/legal/components/last-updated';
import { LegalSectionView } from '@/features/legal/components/legal-section';
import { LegalToc } from '@/features/legal/components/legal-toc';
import { OFFICE_HOURS_ID, OfficeHoursSection } from '@/features/legal/components/office-hours';
import { legalPageCopy } from '@/features/legal/content/legal-page-copy';
import type { LegalDocument, LegalPageCopy } from '@/features/legal/types';
import './legal-page.css';

interface LegalPageProps {
  document: LegalDocument;
  copy?: LegalPageCopy;
}

/**
 * The layout of the three legal pages: title, 'Last Updated', a table of
 * contents, the sections (h2, with h3 subsections), the office hours and 'Back to Home'.
 */
export function LegalPage({ document, copy = legalPageCopy }: LegalPageProps) {
  const tocEntries = [
    ...document.sections.map(({ id, heading }) => ({ id, heading })),
    { id: OFFICE_HOURS_ID, heading: copy.officeHoursHeading },
  ];
  return (
    <article className="legal-page" aria-labelledby="page-heading">
      <div className="legal-page__header">
        <div className="container">
          <h1 id="page-heading" tabIndex={-1}>
            {document.title}
          </h1>
          <p className="legal-page__lead">{document.intro}</p>
          <LastUpdatedLine label={copy.lastUpdated} placeholder={copy.datePlaceholder} />
        </div>
      </div>
      <div className="legal-page__body container">
        <LegalToc label={copy.tableOfContents} entries={tocEntries} />
        <div className="legal-page__content">
          {document.sections.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
          <OfficeHoursSection heading={copy.officeHoursHeading} intro={copy.officeHoursIntro} />
          <p className="legal-page__home">
            <Link to={pagePath('home')}>{copy.backToHome}</Link>
          </p>
        </div>
      </div>
    </article>
  );
}
