import { adminEnrollmentListQuerySchema } from '@contracts/admin-enrollment';
import type { EnrollmentStatus } from '@contracts/enrollment';
import type { Program } from '@contracts/enums';

// The review list's filters live in the URL (shareable, kept on reload) under the API's own names,
// so the same query goes to GET /api/admin/enrollments and to its .csv. Each value is read with
// the contract's schema for that field: what the server would refuse counts as "all" here.

export interface EnrollmentReviewFilters {
  status: EnrollmentStatus | 'all';
  program: Program | 'all';
  /** Text searched in name, email and reference; '' for none. */
  q: string;
}

export const NO_FILTERS: EnrollmentReviewFilters = { status: 'all', program: 'all', q: '' };

const { shape } = adminEnrollmentListQuerySchema;

export function filtersFromQuery(query: URLSearchParams): EnrollmentReviewFilters {
  const status = shape.status.safeParse(query.get('status') ?? undefined);
  const program = shape.program.safeParse(query.get('program') ?? undefined);
  const q = shape.q.safeParse(query.get('q') ?? undefined);
  return {
    status: (status.success && status.data) || 'all',
    program: (program.success && program.data) || 'all',
    q: (q.success && q.data) || '',
  };
}

/** Only the filters that narrow the list, so plain /admin/enrollments stays clean. */
export function queryFromFilters(filters: EnrollmentReviewFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.program !== 'all') query.set('program', filters.program);
  const q = filters.q.trim();
  if (q) query.set('q', q);
  return query;
}

/** The API query of one page: the filters, and where the page starts (after the last row shown). */
export function pageQuery(filters: URLSearchParams, before: string | null): URLSearchParams {
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  return query;
}

export const isFiltered = (filters: EnrollmentReviewFilters): boolean =>
  filters.status !== 'all' || filters.program !== 'all' || filters.q.trim() !== '';
