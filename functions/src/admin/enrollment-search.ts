import type { StoredEnrollment } from '../enrollments/stored-enrollment';

// Firestore has no substring search, so the admin list's search runs in the function over the
// documents the status and program filters already narrowed (admin-enrollment-repository.ts).

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Whether the name, email or reference number contains `search` (any case); '' matches all. */
export function matchesEnrollmentSearch(
  enrollment: Pick<StoredEnrollment, 'fullName' | 'email' | 'referenceNumber'>,
  search: string,
): boolean {
  const wanted = fold(search.trim());
  if (wanted === '') return true;
  return [enrollment.fullName, enrollment.email, enrollment.referenceNumber].some((field) =>
    fold(field).includes(wanted),
  );
}
