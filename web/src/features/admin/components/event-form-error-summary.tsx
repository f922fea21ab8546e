import type { Ref } from 'react';
import { eventFormCopy as copy } from '@/features/admin/content/events-admin-copy';

const fieldOrder = Object.keys(copy.errorFields);
const formOrder = (field: string) => {
  const index = fieldOrder.indexOf(field);
  return index === -1 ? fieldOrder.length : index;
};

interface EventFormErrorSummaryProps {
  errors: Readonly<Record<string, string>>;
  /** Moves focus to the field an error names. */
  onPick: (field: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Every problem of the last submit in one list, focused when the submit fails so a screen reader
 * hears it at once; each item takes the keyboard to its field. Messages also sit beside the fields.
 */
export function EventFormErrorSummary({ errors, onPick, ref }: EventFormErrorSummaryProps) {
  {
    // In the order of the form, not the order the schema found them in.
    const entries = Object.entries(errors).sort(([a], [b]) => formOrder(a) - formOrder(b));
    if (entries.length === 0) return null;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="group"
        className="form-alert form-alert--error event-form__summary"
        aria-labelledby="event-form-summary-title"
      >
        <h2 id="event-form-summary-title">{copy.summary.title(entries.length)}</h2>
        <ul>
          {entries.map(([field, message]) => (
            <li key={field}>
              <button
                type="button"
                className="event-form__summary-link"
                onClick={() => onPick(field)}
              >
                {copy.errorFields[field] ? `${copy.errorFields[field]}: ${message}` : message}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
}
