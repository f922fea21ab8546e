import { z } from 'zod';
import { personName } from './person-name';
import { authMessages as m } from './auth-messages';
import { PASSWORD_MIN_LENGTH } from './password-rules';
import { isCommonPassword } from './common-passwords';
import { siteLanguageSchema } from './site-language';

// One schema per form and per payload (epic-stack): the forms validate with them as the member
// types, and the server parses every request body with the same ones.

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }));

/** The forgot-password screen's stricter check: a dot and a two-letter top-level domain at least. */
const strictEmail = z
  .string({ error: m.forgotEmailRequired })
  .trim()
  .min(1, { error: m.forgotEmailRequired })
  .max(254, { error: m.forgotEmailInvalid })
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i, { error: m.forgotEmailInvalid });

/** A password being chosen now: long enough, not absurdly long, and not a common one. */
function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
    .max(128, { error: m.passwordTooLong })
    .refine((value) => !isCommonPassword(value), { error: m.passwordTooCommon });
}

/** An existing password being typed in: only the length rule applies. */
const existingPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
  .max(128, { error: m.passwordTooLong });

const optionalPhone = z
  .string()
  .trim()
  .max(20, { error: m.phoneInvalid })
  .regex(/^$|^\+?[0-9][0-9 -]{5,18}[0-9]$/, { error: m.phoneInvalid })
  .optional();

const name = personName(m.nameRequired, m.nameTooLong);

export const loginSchema = z.object({
  email,
  password: existingPassword,
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/login: the form's fields and nothing else (the form schema strips extras). */
export const loginPayloadSchema = z.strictObject(loginSchema.shape);

const registerFields = {
  name,
  email,
  password: newPassword(m.passwordRequired),
  phone: optionalPhone,
};

/** Spaces and hyphens are typing, not part of the number. */
const compactPhone = (phone: string | undefined) => phone?.replace(/[\s-]/g, '') ?? '';

/**
 * POST /api/auth/register, as REST contract clients send it: the phone as `phone` or `phoneNumber`,
 * `confirmPassword` when the client has one, and `role`, accepted and always ignored. The output is
 * one shape, with the phone under `phone` (the one stored field).
 */
export const registerPayloadSchema = z
  .strictObject({
    ...registerFields,
    phoneNumber: optionalPhone,
    confirmPassword: z.string().max(128).optional(),
    role: z.string().max(40).optional(),
  })
  .refine(
    ({ phone, phoneNumber }) =>
      !compactPhone(phone) ||
      !compactPhone(phoneNumber) ||
      compactPhone(phone) === compactPhone(phoneNumber),
    { error: m.phonesDiffer, path: ['phone'] },
  )
  .refine(
    ({ password, confirmPassword }) =>
      confirmPassword === undefined || confirmPassword === password,
    { error: m.passwordsDoNotMatch, path: ['confirmPassword'] },
  )
  .transform(({ name, email, password, phone, phoneNumber }) => ({
    name,
    email,
    password,
    phone: phone || phoneNumber || undefined,
  }));
/** What a client sends. */
export type RegisterPayload = z.input<typeof registerPayloadSchema>;
/** What the server works with once the payload is parsed. */
export type RegisterDetails = z.output<typeof registerPayloadSchema>;

/** The register screen: the payload's fields, a required confirmation and the terms box. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(1, { error: m.confirmPasswordRequired }),
    terms: z.literal(true, { error: m.termsRequired }),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** PUT /api/users/updatepassword */
export const updatePasswordPayloadSchema = z.strictObject({
  currentPassword: z.string().min(1, { error: m.currentPasswordRequired }).max(128),
  newPassword: newPassword(m.newPasswordRequired),
});

export const changePasswordFormSchema = updatePasswordPayloadSchema
  .extend({ confirmPassword: z.string().min(1, { error: m.confirmNewPasswordRequired }) })
  .refine((form) => !form.confirmPassword || form.newPassword === form.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/forgot-password and the password-reset callable. */
export const forgotPasswordSchema = z.strictObject({
  email: strictEmail,
  /** The edition the request came from: the mail and its link are in that language. */
  language: siteLanguageSchema.optional(),
});

/** POST /api/auth/reset-password/:token */
export const resetPasswordPayloadSchema = z.strictObject({
  password: newPassword(m.resetPasswordRequired),
});

export const resetPasswordFormSchema = resetPasswordPayloadSchema
  .extend({ confirmPassword: z.string().min(1, { error: m.confirmPasswordRequired }) })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** Reset codes are Firebase action codes: opaque URL-safe strings. */
export const resetTokenSchema = z
  .string()
  .trim()
  .min(1, { error: m.missingResetToken })
  .max(512, { error: m.invalidResetToken })
  .regex(/^[A-Za-z0-9_-]+$/, { error: m.invalidResetToken });

/**
 * POST /api/auth/google. Only `idToken` is trusted, after
 * verification; the profile fields fill in what the token does not carry.
 */
export const googleSignInPayloadSchema = z.strictObject({
  idToken: z.string().min(1).max(8192),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  role: z.string().max(40).optional(),
  googleId: z.string().max(256).optional(),
  photoURL: z.string().max(2048).optional(),
});
