import type { FieldErrors } from '@contracts/api-envelope';
import { toFieldErrors } from '@contracts/field-errors';
import { gradingCreatePayloadSchema, type GradingCreatePayload } from '@contracts/grading';

// The new-grading form's values and the contract's payload: the examiners are typed one per line
// (the quickest on a phone) and sent as a list.

export interface GradingFormValues {
  [name: string]: string;
  date: string;
  city: string;
  venue: string;
  examiners: string;
}

export const emptyGradingForm: GradingFormValues = { date: '', city: '', venue: '', examiners: '' };

export type GradingFormParse =
  { ok: true; payload: GradingCreatePayload } | { ok: false; errors: FieldErrors };

/** The payload, or each field's first message (an examiner's message goes on the one field). */
export function parseGradingForm(values: GradingFormValues): GradingFormParse {
  const examiners = values.examiners
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);
  const parsed = gradingCreatePayloadSchema.safeParse({ ...values, examiners });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(toFieldErrors(parsed.error))) {
    errors[field.split('.')[0] ?? field] ??= message;
  }
  return { ok: false, errors };
}
