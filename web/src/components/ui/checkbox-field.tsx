import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import './form.css';

type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

interface CheckboxFieldProps extends CheckboxProps {
  /** May contain links (terms, privacy); its text is the checkbox's accessible name. */
  label: ReactNode;
  error?: string;
  /** Marks the box with an asterisk, outside the label (see FieldLabel). */
  requiredMark?: boolean;
}

export function CheckboxField({ label, error, requiredMark, ...input }: CheckboxFieldProps) {
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
        <span>
          <label htmlFor={id} className="form-check__label">
            {label}
          </label>
          {requiredMark && (
            <span aria-hidden="true" className="form-field__required">
              *
            </span>
          )}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
