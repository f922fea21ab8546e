import type { AdminEnrollment, EnrollmentDecisionBody } from '@contracts/admin-enrollment';
import { Modal } from '@/components/ui/modal';
import { EnrollmentDecision } from '@/features/admin/components/enrollment-decision';
import { ReviewStatusBadge } from '@/features/admin/components/review-status-badge';
import { enrollmentsCopy } from '@/features/admin/content/enrollments-copy';
import {
  experienceLabel,
  genderLabel,
  howDidYouHearLabel,
  programLabel,
} from '@/features/admin/lib/enrollment-review-labels';
import { formatLongDate, formatLongDateTime } from '@/lib/dates';

const copy = enrollmentsCopy.detail;
const { fields } = copy;

interface EnrollmentReviewDetailProps {
  enrollment: AdminEnrollment | null;
  busy: boolean;
  onClose: () => void;
  onDecide: (enrollment: AdminEnrollment, decision: EnrollmentDecisionBody) => void;
}

/** A labelled group of facts; every value is rendered as text, so typed markup is shown as such. */
function Facts({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  return (
    <section className="enrollment-detail__section">
      <h3>{title}</h3>
      <dl className="enquiry-detail__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="enrollment-detail__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One enrollment in full in the shared modal, with the decision at the end. */
export function EnrollmentReviewDetail({
  enrollment: e,
  busy,
  onClose,
  onDecide,
}: EnrollmentReviewDetailProps) {
  return (
    <Modal
      open={e !== null}
      onClose={onClose}
      title={e ? copy.title(e.fullName) : ''}
      description={e?.referenceNumber}
      size="lg"
      className="enquiry-detail enrollment-detail"
    >
      {e && (
        <>
          <p className="enrollment-detail__status">
            <ReviewStatusBadge status={e.status} />{' '}
            <span>
              {e.reviewedAt
                ? `${fields.reviewedAt} ${formatLongDateTime(e.reviewedAt)}`
                : copy.notReviewed}
            </span>
          </p>
          <Facts
            title={copy.sections.student}
            rows={[
              [fields.fullName, e.fullName],
              [fields.dateOfBirth, formatLongDate(e.dateOfBirth)],
              [fields.gender, genderLabel(e.gender)],
              [fields.submitted, formatLongDateTime(e.createdAt)],
            ]}
          />
          <Facts
            title={copy.sections.contact}
            rows={[
              [fields.email, e.email],
              [fields.phone, e.phone],
              [fields.address, `${e.address}, ${e.city}, ${e.state} ${e.pincode}`],
              [fields.emergency, `${e.emergencyContact}, ${e.emergencyPhone}`],
            ]}
          />
          <Facts
            title={copy.sections.program}
            rows={[
              [fields.program, programLabel(e.program)],
              [fields.experience, experienceLabel(e.experience)],
              [fields.medicalConditions, e.medicalConditions || copy.none],
              [fields.howDidYouHear, howDidYouHearLabel(e.howDidYouHear)],
              [fields.terms, e.termsAccepted ? copy.yes : copy.no],
            ]}
          />
          <section className="enrollment-detail__section">
            <h3>{copy.sections.review}</h3>
            <EnrollmentDecision key={e.id} enrollment={e} busy={busy} onDecide={onDecide} />
          </section>
        </>
      )}
    </Modal>
  );
}
