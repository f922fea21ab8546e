import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './form.css';

type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface CheckboxFieldProps extends CheckboxProps {
  /** May contain links (terms, privacy); its text is the checkbox's accessible name. */
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-check">
      <div className="form-check__row">
        <input
          id={id}
          type="checkbox"
          className="form-check__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id} className="form-check__label">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
