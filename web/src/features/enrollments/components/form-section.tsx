import type { ReactNode } from 'react';

/**
 * One titled part of a long form: a fieldset, so each field is announced with its group, whose
 * legend is a heading, so the parts can be reached by heading navigation too.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">{title}</h2>
      </legend>
      <div className="form-section__fields">{children}</div>
    </fieldset>
  );
}
