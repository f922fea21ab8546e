import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { EnrollmentHistory } from '@/features/enrollments/components/enrollment-history';
import { enrollmentHistoryCopy as copy } from '@/features/enrollments/config/enrollment-copy';
import { useMyEnrollments } from '@/features/enrollments/hooks/use-my-enrollments';

/** The Enrollments tab of the account dashboard: loading, the list, its empty text or a retry. */
export function MyEnrollments() {
  const result = useMyEnrollments();

  if (result.state === 'loading') return <Spinner label={copy.loading} />;
  if (result.state === 'failed') {
    return (
      <div role="alert" className="form-alert form-alert--error enrollment-history__failed">
        <p>{copy.failed}</p>
        <button type="button" className="button button--secondary" onClick={result.retry}>
          {copy.retry}
        </button>
      </div>
    );
  }
  if (result.enrollments.length === 0) {
    return (
      <div className="enrollment-history__empty">
        <p>{copy.empty}</p>
        <Link to={copy.enrollLink.to} className="button button--primary">
          {copy.enrollLink.label}
        </Link>
      </div>
    );
  }
  return <EnrollmentHistory enrollments={result.enrollments} />;
}
