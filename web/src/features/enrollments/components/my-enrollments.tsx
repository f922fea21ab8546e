import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { EnrollmentHistory } from '@/features/enrollments/components/enrollment-history';
import { enrollmentHistoryCopy as copy } from '@/features/enrollments/config/enrollment-copy';
import { useMyEnrollments } from '@/features/enrollments/hooks/use-my-enrollments';

/** The Enrollments tab of the account dashboard: loading, the list, its empty text or a retry. */
export function MyEnrollments() {
  const { result, retry } = useMyEnrollments();

  if (result.state === 'loading') return <Spinner label={copy.loading} />;
  if (result.state === 'failed') {
    return (
      <LoadFailed
        message={copy.failed}
        retryLabel={copy.retry}
        onRetry={retry}
        className="enrollment-history__failed"
      />
    );
  }
  if (result.items.length === 0) {
    return (
      <div className="enrollment-history__empty">
        <p>{copy.empty}</p>
        <Link to={copy.enrollLink.to} className="button button--primary">
          {copy.enrollLink.label}
        </Link>
      </div>
    );
  }
  return <EnrollmentHistory enrollments={result.items} />;
}
