import { useState } from 'react';
import type { Contact, ContactStatus } from '@contracts/contact';
import { Modal } from '@/components/ui/modal';
import { EnquiryStatusOptions } from '@/features/admin/components/enquiry-status-options';
import { enquiriesCopy } from '@/features/admin/content/admin-copy';
import { enquiryTypeLabel } from '@/features/admin/lib/enquiry-labels';
import { formatLongDate } from '@/lib/dates';
import '@/components/ui/form.css';

const copy = enquiriesCopy.detail;

interface EnquiryDetailProps {
  enquiry: Contact | null;
  busy: boolean;
  onClose: () => void;
  onStatus: (enquiry: Contact, status: ContactStatus) => void;
  onDelete: (enquiry: Contact) => void;
}

// The address passed the contact schema's email check, so it needs no escaping of its own.
const mailtoFor = ({ email, subject }: Contact) =>
  `mailto:${email}?subject=${encodeURIComponent(copy.replySubject(subject))}`;

/**
 * One message in full, in the shared modal. Every field is rendered as text (React escapes it),
 * so markup a sender typed is shown, never run. Deleting asks for a confirmation in place.
 */
export function EnquiryDetail({ enquiry, busy, onClose, onStatus, onDelete }: EnquiryDetailProps) {
  const [confirmingFor, setConfirmingFor] = useState<string | null>(null);
  const confirming = enquiry !== null && confirmingFor === enquiry.id;

  return (
    <Modal
      open={enquiry !== null}
      onClose={onClose}
      title={enquiry?.subject ?? ''}
      className="enquiry-detail"
      footer={
        enquiry &&
        (confirming ? (
          <div className="enquiry-detail__confirm" role="group" aria-label={copy.delete}>
            <p>{copy.confirmDelete(enquiry.name)}</p>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => onDelete(enquiry)}
            >
              {copy.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingFor(null)}
            >
              {copy.cancel}
            </button>
          </div>
        ) : (
          <div className="enquiry-detail__actions">
            <a className="button button--primary" href={mailtoFor(enquiry)}>
              {copy.reply}
            </a>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingFor(enquiry.id)}
            >
              {copy.delete}
            </button>
          </div>
        ))
      }
    >
      {enquiry && (
        <>
          <dl className="enquiry-detail__facts">
            <dt>{copy.from}</dt>
            <dd>
              {enquiry.name} &lt;{enquiry.email}&gt;
            </dd>
            <dt>{copy.phone}</dt>
            <dd>{enquiry.phone || copy.noPhone}</dd>
            <dt>{copy.type}</dt>
            <dd>{enquiryTypeLabel(enquiry.enquiryType)}</dd>
            <dt>{copy.received}</dt>
            <dd>{formatLongDate(enquiry.createdAt)}</dd>
          </dl>
          <p className="enquiry-detail__message">{enquiry.message}</p>
          <label className="enquiry-detail__status">
            <span>{copy.status}</span>
            <select
              className="form-field__input"
              value={enquiry.status}
              disabled={busy}
              onChange={(event) => onStatus(enquiry, event.target.value as ContactStatus)}
            >
              <EnquiryStatusOptions />
            </select>
          </label>
        </>
      )}
    </Modal>
  );
}
