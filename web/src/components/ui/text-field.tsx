import { type InputHTMLAttributes, useId } from 'react';
import { FieldLabel } from './field-label';
import { FieldError } from './field-error';
import './form.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface TextFieldProps extends InputProps {
  label: string;
  /** Shown under the input and tied to it, so screen readers read it with the field. */
  error?: string;
  /** Marks the field with an asterisk (forms that mark their required fields). */
  requiredMark?: boolean;
}

/** A labelled input with its validation message. */
export function TextField({ label, error, requiredMark, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
