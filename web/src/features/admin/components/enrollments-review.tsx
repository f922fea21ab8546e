import { useSearchParams } from 'react-router-dom';
import { CsvDownloadButton } from '@/features/admin/components/csv-download-button';
import { EnrollmentReviewFilters } from '@/features/admin/components/enrollment-review-filters';
import { EnrollmentsReviewList } from '@/features/admin/components/enrollments-review-list';
import {
  filtersFromQuery,
  isFiltered,
  NO_FILTERS,
  queryFromFilters,
  type EnrollmentReviewFilters as Filters,
} from '@/features/admin/lib/enrollment-review-filters';
import './admin.css';
import './admin-review.css';

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
      <EnrollmentReviewFilters key={`filters?${key}`} filters={filters} onChange={setFilters} />
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
