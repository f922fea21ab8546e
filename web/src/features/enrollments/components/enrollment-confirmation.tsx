import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { EnrollmentSummary } from '@contracts/enrollment';
import { confirmationCopy as copy } from '@/features/enrollments/config/enrollment-copy';
import { focusElement } from '@/lib/focus';
import { scrollToTop } from '@/lib/scroll';

/**
 * Shown in place of the form once the enrollment is stored: the reference number, what
 * happens next and where to go. The page scrolls to the top and focus moves to the heading, so
 * screen-reader and keyboard users start reading at the news.
 */
export function EnrollmentConfirmation({ enrollment }: { enrollment: EnrollmentSummary }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    focusElement(heading.current);
    scrollToTop();
  }, []);

  return (
    <section className="enrollment-confirmation" aria-labelledby="enrollment-confirmation-heading">
      <h2 id="enrollment-confirmation-heading" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <p className="enrollment-confirmation__reference">
        {copy.referenceBefore}
        <strong>{enrollment.referenceNumber}</strong>
      </p>
      <p>{copy.nextSteps}</p>
      <p>
        {copy.historyBefore}
        <Link to={copy.historyLink.to}>{copy.historyLink.label}</Link>
        {copy.historyAfter}
      </p>
      <div className="enrollment-confirmation__actions">
        <Link to={copy.actions.programs.to} className="button button--primary">
          {copy.actions.programs.label}
        </Link>
        <Link to={copy.actions.home.to} className="button button--secondary">
          {copy.actions.home.label}
        </Link>
      </div>
    </section>
  );
}
