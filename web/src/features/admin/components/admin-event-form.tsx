import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Event } from '@contracts/event';
import type { EventInput } from '@contracts/event-input';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { pagePath } from '@/config/page-registry';
import { EventFormErrorSummary } from '@/features/admin/components/event-form-error-summary';
import { EventFormMainFields } from '@/features/admin/components/event-form-main-fields';
import { EventFormMoreFields } from '@/features/admin/components/event-form-more-fields';
import { eventFormCopy as copy } from '@/features/admin/content/events-admin-copy';
import {
  checkEventForm,
  formErrors,
  formValuesFor,
  type EventFormValues,
} from '@/features/admin/lib/event-form-values';
import { useAppCheck } from '@/hooks/use-app-check';
import { isApiError } from '@/lib/api-errors';
import './admin-events.css';

interface AdminEventFormProps {
  /** The event to edit (the form starts with its values); absent for a new one. */
  event?: Event;
  /** Sends the checked body; throws the API's error when the server refuses it. */
  onSave: (input: EventInput) => Promise<void>;
}

/**
 * Create and edit in one form. It checks with the contract's schema before sending (the server
 * checks again); the errors, the client's or the server's 400, sit beside their fields and in a
 * summary that takes focus.
 */
export function AdminEventForm({ event, onSave }: AdminEventFormProps) {
  useAppCheck();
  const [values, setValues] = useState<EventFormValues>(() => formValuesFor(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const onChange = (patch: Partial<EventFormValues>) => setValues((now) => ({ ...now, ...patch }));

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    // After React has rendered the summary.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function focusField(field: string) {
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>(
      `[name="${field}"], [data-field="${field}"] input, [data-field="${field}"] textarea`,
    );
    target?.focus();
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    setFailed(false);
    const checked = checkEventForm(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.input);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors) {
        showErrors(formErrors(error.errors));
      } else {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={(e) => void submit(e)}>
      <EventFormErrorSummary ref={summaryRef} errors={errors} onPick={focusField} />
      {failed && <FormAlert>{copy.failed}</FormAlert>}
      <EventFormMainFields values={values} errors={errors} onChange={onChange} />
      <EventFormMoreFields values={values} errors={errors} onChange={onChange} />
      <div className="event-form__actions">
        <SubmitButton busy={busy} label={event ? copy.submit.update : copy.submit.create} />
        <Link className="button button--secondary" to={pagePath('adminEvents')}>
          {copy.cancel}
        </Link>
      </div>
    </form>
  );
}
