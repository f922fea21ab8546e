import { type InputHTMLAttributes, useId } from 'react';
import './form.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface TextFieldProps extends InputProps {
  label: string;
  /** Shown under the input and tied to it, so screen readers read it with the field. */
  error?: string;
}

/** A labelled input with its validation message. */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
