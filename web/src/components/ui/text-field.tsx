import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
  hint?: string;
  requiredMark?: boolean;
}

/** A labelled input with its validation message. */
export function TextField({
  label,
  error,
  hint,
  requiredMark,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      requiredMark={requiredMark}
      className={className}
    >
      {(control) => <input {...control} className="form-field__input" {...input} />}
    </FieldShell>
  );
}
