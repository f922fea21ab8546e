import { enrollmentStatuses, type EnrollmentStatus } from '@contracts/enrollment';
import {
  experienceLabels,
  genderLabels,
  howDidYouHearLabels,
  programLabels,
} from '@contracts/enum-labels';
import { enrollmentStatusLabels } from '@/features/admin/content/enrollments-copy';

// Stored enrollments may carry a value this version does not know (a console edit, a retired
// choice): show it as stored rather than hide it.

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export const programLabel = (value: string) => labelOf(programLabels, value);
export const genderLabel = (value: string) => labelOf(genderLabels, value);
export const experienceLabel = (value: string) => labelOf(experienceLabels, value);
export const howDidYouHearLabel = (value: string) => labelOf(howDidYouHearLabels, value);

/** Approved and rejected are themselves; anything else is shown as pending. */
export function reviewStatusKind(status: string): EnrollmentStatus {
  return (enrollmentStatuses as readonly string[]).includes(status)
    ? (status as EnrollmentStatus)
    : 'pending';
}

export const reviewStatusLabel = (status: string) =>
  enrollmentStatusLabels[reviewStatusKind(status)];
