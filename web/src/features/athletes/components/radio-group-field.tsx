import { type ChangeEvent, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import '@/components/ui/form.css';

interface RadioGroupFieldProps {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: string;
  requiredMark?: boolean;
}

/**
 * A short choice shown whole (two or three answers): on a phone every option is visible and one
 * tap away, unlike a drop-down. Each radio carries aria-invalid, so a failed submit focuses the
 * group's first option like any other invalid field.
 */
export function RadioGroupField({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  requiredMark,
}: RadioGroupFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="radio-group" aria-describedby={describedBy || undefined}>
      <legend className="form-field__label">
        {legend}
        {requiredMark && (
          <span aria-hidden="true" className="form-field__required">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="radio-group__hint">
          {hint}
        </p>
      )}
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              className="form-check__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={Boolean(error)}
              onChange={onChange}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
