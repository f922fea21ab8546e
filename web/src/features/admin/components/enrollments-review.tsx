import { useSearchParams } from 'react-router-dom';
import { programLabels } from '@contracts/enum-labels';
import { programs } from '@contracts/enums';
import { enrollmentStatuses } from '@contracts/enrollment';
import {
  AdminFilterForm,
  type AdminFilterSelect,
} from '@/features/admin/components/admin-filter-form';
import { CsvDownloadButton } from '@/features/admin/components/csv-download-button';
import { EnrollmentsReviewList } from '@/features/admin/components/enrollments-review-list';
import {
  filtersFromQuery,
  isFiltered,
  NO_FILTERS,
  queryFromFilters,
  type EnrollmentReviewFilters as Filters,
} from '@/features/admin/lib/enrollment-review-filters';
import { reviewStatusLabel } from '@/features/admin/lib/enrollment-review-labels';
import { enrollmentsCopy } from '@/features/admin/content/enrollments-copy';
import './admin.css';
import './admin-review.css';

const copy = enrollmentsCopy.filters;

const filterSelects: readonly AdminFilterSelect<'status' | 'program'>[] = [
  {
    name: 'status',
    label: copy.status,
    options: enrollmentStatuses.map((status) => ({
      value: status,
      label: reviewStatusLabel(status),
    })),
  },
  {
    name: 'program',
    label: copy.program,
    options: programs.map((program) => ({ value: program, label: programLabels[program] })),
  },
];

/** /admin/enrollments: filters kept in the URL, the CSV of what they select, and the list. */
export function EnrollmentsReview() {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const apiQuery = queryFromFilters(filters);
  const key = apiQuery.toString();
  const setFilters = (next: Filters) => setQuery(queryFromFilters(next), { replace: true });

  return (
    <div className="admin-inbox">
      {/* Keyed by the query: a change of filters starts the search box and the list afresh. */}
      <AdminFilterForm
        key={`filters?${key}`}
        filters={filters}
        selects={filterSelects}
        copy={copy}
        searchMaxLength={100}
        onChange={setFilters}
      />
      <CsvDownloadButton filters={apiQuery} />
      <EnrollmentsReviewList
        key={`list?${key}`}
        filters={apiQuery}
        filtered={isFiltered(filters)}
        onClearFilters={() => setFilters(NO_FILTERS)}
      />
    </div>
  );
}
