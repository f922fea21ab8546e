import { type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import './form.css';

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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <FieldLabel htmlFor={id} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      <select
        id={id}
        className="form-field__input form-field__select"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
