import {
  adminEnrollmentListResponseSchema,
  enrollmentDecisionResponseSchema,
  enrollmentDecisionSchema,
  type AdminEnrollment,
  type AdminEnrollmentListResponse,
  type EnrollmentDecisionBody,
} from '@contracts/admin-enrollment';
import { get, getFile, put, type DownloadedFile } from '@/lib/api-client';

// The admin calls on enrollments, answers parsed with the contracts' schemas.

/** GET /api/admin/enrollments?… (the query built by lib/enrollment-review-filters). */
export async function fetchEnrollmentPage(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<AdminEnrollmentListResponse> {
  const search = query.toString();
  return get(`/admin/enrollments${search ? `?${search}` : ''}`, {
    schema: adminEnrollmentListResponseSchema,
    signal,
  });
}

/** PUT /api/admin/enrollments/:id; the body is checked with the server's schema before it goes. */
export async function decideEnrollment(
  id: string,
  decision: EnrollmentDecisionBody,
): Promise<AdminEnrollment> {
  const body = enrollmentDecisionSchema.parse(decision);
  const answer = await put(`/admin/enrollments/${encodeURIComponent(id)}`, body, {
    schema: enrollmentDecisionResponseSchema,
  });
  return answer.data;
}

/** GET /api/admin/enrollments.csv?… : the whole filtered list as a file. */
export function downloadEnrollmentsCsv(query: URLSearchParams): Promise<DownloadedFile> {
  const search = query.toString();
  return getFile(`/admin/enrollments.csv${search ? `?${search}` : ''}`);
}
