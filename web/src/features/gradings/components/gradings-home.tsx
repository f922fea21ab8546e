import { Link, useNavigate } from 'react-router-dom';
import type { Grading } from '@contracts/grading';
import { LoadFailed } from '@/components/ui/load-failed';
import { pagePath } from '@/config/page-registry';
import { listGradings } from '@/features/gradings/api/gradings-api';
import { GradingForm } from '@/features/gradings/components/grading-form';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';
import { useFetchedList } from '@/hooks/use-fetched-list';
import { formatLongDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import '@/components/ui/form.css';
import './gradings.css';

function GradingList() {
  const { result, retry } = useFetchedList<Grading>(listGradings);
  if (result.state === 'loading') return <p role="status">{copy.list.loading}</p>;
  if (result.state === 'failed') {
    return (
      <LoadFailed message={copy.list.loadFailed} retryLabel={copy.list.retry} onRetry={retry} />
    );
  }
  if (result.items.length === 0) return <p>{copy.list.empty}</p>;
  return (
    <ul className="gradings-list">
      {result.items.map((grading) => (
        <li key={grading.id} className="gradings-list__item">
          <Link to={pagePath('adminGrading', { gradingId: grading.id })}>
            {copy.facts(formatLongDate(grading.date), grading.city, grading.venue)}
          </Link>
          <span className="gradings-muted">
            {copy.list.summary(grading.resultCount, grading.passCount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/gradings: a new grading, and the ones already created. */
export function GradingsHome() {
  const navigate = useNavigate();
  return (
    <div className="gradings">
      <p>
        <Link to={pagePath('admin')}>{copy.backToAdmin}</Link>
      </p>
      <GradingForm
        onCreated={(id) => {
          toast.success(copy.form.created);
          navigate(pagePath('adminGrading', { gradingId: id }));
        }}
      />
      <section className="gradings-panel" aria-labelledby="gradings-list-heading">
        <h2 id="gradings-list-heading">{copy.list.heading}</h2>
        <GradingList />
      </section>
    </div>
  );
}
