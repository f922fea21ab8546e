import { useState } from 'react';
import type { EnrollmentSummary } from '@contracts/enrollment';
import { useSession } from '@/features/auth/hooks/use-session';
import { EnrollmentConfirmation } from '@/features/enrollments/components/enrollment-confirmation';
import { EnrollmentForm } from '@/features/enrollments/components/enrollment-form';
import './enrollment.css';

/** Enrollment: editing and submitting, then the confirmation with the reference number. */
export function EnrollmentPage() {
  const { user } = useSession();
  const [enrollment, setEnrollment] = useState<EnrollmentSummary | null>(null);
  if (enrollment) return <EnrollmentConfirmation enrollment={enrollment} />;
  // Keyed by member: a different account signing in (another tab) starts a fresh, prefilled form.
  return <EnrollmentForm key={user?.uid ?? 'none'} onEnrolled={setEnrollment} />;
}
