import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import './form.css';

/** What a control needs to be tied to its label and its validation message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  /** Shown under the control and tied to it, so screen readers read it with the field. */
  error?: string;
  /** A short explanation under the label, read with the field by screen readers. */
  hint?: string;
  /** Marks the field with an asterisk (forms that mark their required fields). */
  requiredMark?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, the error message and their wiring, shared by every kind of form field. */
export function FieldShell({
  label,
  error,
  hint,
  requiredMark,
  className,
  children,
}: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
