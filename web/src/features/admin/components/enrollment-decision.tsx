import { useId, useState } from 'react';
import {
  enrollmentDecisions,
  REVIEW_NOTE_MAX_LENGTH,
  type AdminEnrollment,
  type EnrollmentDecisionBody,
} from '@contracts/admin-enrollment';
import { enrollmentsCopy } from '@/features/admin/content/enrollments-copy';

const copy = enrollmentsCopy.detail;

interface EnrollmentDecisionProps {
  enrollment: AdminEnrollment;
  busy: boolean;
  onDecide: (enrollment: AdminEnrollment, decision: EnrollmentDecisionBody) => void;
}

/**
 * The note and the two decisions. The note starts as the one already sent, since deciding again
 * without it would clear it. The parent keys this by enrollment, so each one starts afresh.
 */
export function EnrollmentDecision({ enrollment, busy, onDecide }: EnrollmentDecisionProps) {
  const [note, setNote] = useState(enrollment.reviewNote);
  const noteId = useId();
  const hintId = useId();

  return (
    <div className="enrollment-decision">
      <label htmlFor={noteId}>{copy.noteLabel}</label>
      <textarea
        id={noteId}
        rows={3}
        value={note}
        maxLength={REVIEW_NOTE_MAX_LENGTH}
        aria-describedby={hintId}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={hintId} className="enrollment-decision__hint">
        {copy.noteHint(REVIEW_NOTE_MAX_LENGTH)}
      </p>
      <div className="enrollment-decision__actions">
        {enrollmentDecisions.map((status) => (
          <button
            key={status}
            type="button"
            className={`button ${status === 'approved' ? 'button--primary' : 'button--danger'}`}
            disabled={busy}
            onClick={() => onDecide(enrollment, { status, note })}
          >
            {copy.decide[status]}
          </button>
        ))}
      </div>
    </div>
  );
}
