import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '@contracts/api-envelope';
import { toFieldErrors } from '@contracts/field-errors';
import { isApiError } from '@/lib/api-errors';
import { focusFirstInvalidField } from '@/lib/focus';

export type FormValues = Record<string, string | boolean>;

/** Inputs, drop-downs and text areas all report their new value the same way. */
type ValueElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type KeysOfType<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * State of a form validated with a contracts schema: values, one message per field (cleared when
 * that field is edited), a form-level message and a busy flag. After a failed submit, focus moves
 * to the first invalid field.
 */
export function useForm<V extends FormValues>(initialValues: V) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // An id rather than a ref: the form element is only needed to find its first invalid field.
  const formId = useId();

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(document.getElementById(formId));
  }, [focusRequest, formId]);

  function setValue<K extends keyof V & string>(name: K, value: V[K]): void {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      return Object.fromEntries(Object.entries(previous).filter(([field]) => field !== name));
    });
  }

  function showFieldErrors(next: FieldErrors): void {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }

  /** The parsed values, or null after showing the schema's messages beside the fields. */
  function parse<S extends z.ZodType>(schema: S): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    showFieldErrors(toFieldErrors(result.error));
    return null;
  }

  /**
   * A server refusal: its field messages go beside the fields this form has; without any, the
   * message is shown for the whole form.
   */
  /**
   * After a failed request: the server's field errors on their fields (or its message above the
   * form) when it answered in our error shape, else `fallback` (no answer, or not ours).
   */
  function showRequestError(error: unknown, fallback: string): void {
    if (!isApiError(error) || error.kind !== 'http') {
      setFormError(fallback);
      return;
    }
    const fieldErrors = error.errors ?? {};
    const own = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => name in values));
    if (Object.keys(own).length > 0) showFieldErrors(own);
    else setFormError(error.message);
  }

  /** Props for a TextField, SelectField or TextareaField bound to `name`. */
  const textInput = (name: KeysOfType<V, string>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<ValueElement>) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  const checkbox = (name: KeysOfType<V, boolean>) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as V[typeof name]),
  });

  return {
    formId,
    values,
    errors,
    formError,
    busy,
    setBusy,
    setFormError,
    parse,
    showFieldErrors,
    showRequestError,
    textInput,
    checkbox,
    /** Sets one value from code (a prefill), clearing that field's message like an edit does. */
    setValue,
    /** Back to the initial values, or to `next` (e.g. a prefill that has changed since). */
    reset: (next: V = initialValues) => {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
  };
}
