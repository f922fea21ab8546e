import { useState, type FormEvent } from 'react';
import { programLabels } from '@contracts/enum-labels';
import { programs } from '@contracts/enums';
import { enrollmentStatuses } from '@contracts/enrollment';
import { enrollmentsCopy } from '@/features/admin/content/enrollments-copy';
import type { EnrollmentReviewFilters as Filters } from '@/features/admin/lib/enrollment-review-filters';
import { reviewStatusLabel } from '@/features/admin/lib/enrollment-review-labels';

const copy = enrollmentsCopy.filters;

interface EnrollmentReviewFiltersProps {
  filters: Filters;
  onChange: (next: Filters) => void;
}

/**
 * Status and program apply at once; the search applies when submitted (Enter or the button), so
 * typing does not fetch at every key. The parent remounts this when the URL's filters change.
 */
export function EnrollmentReviewFilters({ filters, onChange }: EnrollmentReviewFiltersProps) {
  const [search, setSearch] = useState(filters.q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filters, q: search });
  }

  return (
    <form role="search" aria-label={copy.legend} className="admin-filters" onSubmit={submit}>
      <label>
        <span>{copy.status}</span>
        <select
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as Filters['status'] })
          }
        >
          <option value="all">{copy.all}</option>
          {enrollmentStatuses.map((status) => (
            <option key={status} value={status}>
              {reviewStatusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{copy.program}</span>
        <select
          value={filters.program}
          onChange={(event) =>
            onChange({ ...filters, program: event.target.value as Filters['program'] })
          }
        >
          <option value="all">{copy.all}</option>
          {programs.map((program) => (
            <option key={program} value={program}>
              {programLabels[program]}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-filters__search">
        <label>
          <span>{copy.search}</span>
          <input
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {copy.searchButton}
        </button>
      </div>
    </form>
  );
}
