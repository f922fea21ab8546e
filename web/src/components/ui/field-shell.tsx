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
  /** Marks the field with an asterisk (forms that mark their required fields). */
  requiredMark?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, the error message and their wiring, shared by every kind of form field. */
export function FieldShell({ label, error, requiredMark, className, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
