import { z } from 'zod';
import { personName } from './person-name';
import { dateOfBirthField } from './date-of-birth';
import { isPlausibleIndianPhone } from './indian-phone';
import { athleteMessages } from './messages/athlete-messages';

// The member's own account: editing the profile, and erasing the account (the member's rights,
// docs/data-model.md). The same validation as registration and enrollment.

const m = athleteMessages;

const dateOfBirth = dateOfBirthField({
  required: m.dateOfBirthRequired,
  invalid: m.dateOfBirthInvalid,
  future: m.dateOfBirthFuture,
  tooOld: m.dateOfBirthTooOld,
});

/**
 * A date of birth, or '' to clear it. Not a z.union: when both sides fail, a union answers zod's
 * generic "Invalid input" instead of the message that says what is wrong with the date.
 */
const dateOfBirthOrEmpty = z
  .string({ error: m.dateOfBirthInvalid })
  .superRefine((value, context) => {
    if (value === '') return;
    const parsed = dateOfBirth.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message });
  });

/** PUT /api/users/profile: any of the three; '' clears the phone or the date of birth. */
export const profileUpdatePayloadSchema = z
  .strictObject({
    name: personName(m.nameRequired, m.tooLong).optional(),
    phone: z
      .string({ error: m.phoneInvalid })
      .trim()
      .max(20, { error: m.phoneInvalid })
      .refine((value) => value === '' || isPlausibleIndianPhone(value), { error: m.phoneInvalid })
      .optional(),
    dateOfBirth: dateOfBirthOrEmpty.optional(),
  })
  .refine(
    (value) =>
      value.name !== undefined || value.phone !== undefined || value.dateOfBirth !== undefined,
    { error: m.nothingToChange },
  );
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** DELETE /api/users/me: the account's email, typed by the member, confirms the erasure. */
export const accountErasurePayloadSchema = z.strictObject({
  confirm: z
    .string({ error: m.confirmEmailMismatch })
    .trim()
    .min(1, { error: m.confirmEmailMismatch }),
});
export type AccountErasurePayload = z.infer<typeof accountErasurePayloadSchema>;
