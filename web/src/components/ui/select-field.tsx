import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface SelectFieldProps extends SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** An empty first choice ('Select gender'), for fields without a default. */
  placeholder?: string;
  error?: string;
  requiredMark?: boolean;
}

/** A labelled drop-down with its validation message. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  requiredMark,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} requiredMark={requiredMark} className={className}>
      {(control) => (
        <select {...control} className="form-field__input form-field__select" {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
