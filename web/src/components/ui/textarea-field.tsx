import { type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import './form.css';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface TextareaFieldProps extends TextareaProps {
  label: string;
  error?: string;
  requiredMark?: boolean;
}

/** A labelled multi-line input with its validation message. */
export function TextareaField({
  label,
  error,
  requiredMark,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        className="form-field__input form-field__textarea"
        rows={rows}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
