import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

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
  return (
    <FieldShell label={label} error={error} requiredMark={requiredMark} className={className}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input form-field__textarea"
          rows={rows}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
