import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetPasswordFormSchema,
} from './auth';
import { authMessages as m } from './auth-messages';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { toFieldErrors } from './field-errors';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('common passwords', () => {
  it('holds at least the top 1,000', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
  });

  it('matches whatever the case and surrounding spaces', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword(' QWERTY ')).toBe(true);
    expect(isCommonPassword('taekwondo2026')).toBe(true);
    expect(isCommonPassword('Lotus-Kick-Pune-88')).toBe(false);
  });
});

describe('login', () => {
  it('says which field is missing or wrong, with the exact texts', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(errorsOf(loginSchema, { email: 'asha@', password: '12345' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
    });
  });

  it('does not refuse an existing common password (only new ones)', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.in', password: 'password' })).toEqual({});
  });
});

describe('register', () => {
  const valid = {
    name: 'Asha Patil',
    email: 'asha@example.com',
    password: 'Lotus-Kick-88',
    confirmPassword: 'Lotus-Kick-88',
    terms: true as const,
  };

  it('accepts a complete form', () => {
    expect(errorsOf(registerFormSchema, valid)).toEqual({});
  });

  it('reports every validation rule', () => {
    expect(
      errorsOf(registerFormSchema, { ...valid, name: ' ', confirmPassword: '', terms: false }),
    ).toEqual({
      name: 'Full name is required',
      confirmPassword: 'Please confirm your password',
      terms: m.termsRequired,
    });
    expect(errorsOf(registerFormSchema, { ...valid, confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      errorsOf(registerFormSchema, { ...valid, password: 'iloveyou', confirmPassword: 'iloveyou' }),
    ).toEqual({
      password: m.passwordTooCommon,
    });
  });

  it('payload: role is tolerated, unknown fields are not', () => {
    const payload = { name: 'A', email: 'a@b.in', password: 'Lotus-Kick-88' };
    expect(errorsOf(registerPayloadSchema, { ...payload, role: 'admin' })).toEqual({});
    expect(
      Object.keys(errorsOf(registerPayloadSchema, { ...payload, isAdmin: true })),
    ).toHaveLength(1);
  });
});

describe('register payload (REST contract clients)', () => {
  const payload = { name: 'Asha', email: 'asha@example.com', password: 'Lotus-Kick-88' };

  it('takes the phone as phone or phoneNumber and gives it back as phone, without extras', () => {
    const fromPhoneNumber = registerPayloadSchema.parse({
      ...payload,
      phoneNumber: '+91 98220 00001',
      confirmPassword: 'Lotus-Kick-88',
      role: 'user',
    });
    expect(fromPhoneNumber).toEqual({ ...payload, phone: '+91 98220 00001' });
    expect(registerPayloadSchema.parse({ ...payload, phone: '9822000001' })).toEqual({
      ...payload,
      phone: '9822000001',
    });
    expect(registerPayloadSchema.parse(payload)).toEqual({ ...payload, phone: undefined });
  });

  it('accepts phone and phoneNumber together when they are the same number', () => {
    const both = { ...payload, phone: '+91 98220 00001', phoneNumber: '+91-98220-00001' };
    expect(registerPayloadSchema.parse(both).phone).toBe('+91 98220 00001');
    expect(registerPayloadSchema.parse({ ...both, phone: '' }).phone).toBe('+91-98220-00001');
  });

  it('refuses two different numbers, on phone', () => {
    expect(
      errorsOf(registerPayloadSchema, {
        ...payload,
        phone: '+91 98220 00001',
        phoneNumber: '+91 98220 00002',
      }),
    ).toEqual({ phone: m.phonesDiffer });
  });

  it('checks phoneNumber like phone', () => {
    expect(errorsOf(registerPayloadSchema, { ...payload, phoneNumber: 'call me' })).toEqual({
      phoneNumber: m.phoneInvalid,
    });
  });

  it('checks confirmPassword when sent', () => {
    expect(
      errorsOf(registerPayloadSchema, { ...payload, confirmPassword: 'Lotus-Kick-89' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsOf(registerPayloadSchema, { ...payload, confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(registerPayloadSchema, { ...payload, confirmPassword: 42 })).toEqual({
      confirmPassword: expect.any(String),
    });
  });
});

describe('change, forgot and reset password', () => {
  it('change password uses its own texts', () => {
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('forgot password checks the address strictly', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'Please enter your email address',
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'asha@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(forgotPasswordSchema, { email: 'asha@example.co.in' })).toEqual({});
    // The edition the request came from: one of the site's languages, or none (English).
    expect(errorsOf(forgotPasswordSchema, { email: 'asha@example.co.in', language: 'mr' })).toEqual(
      {},
    );
    expect(
      Object.keys(errorsOf(forgotPasswordSchema, { email: 'asha@example.co.in', language: 'hi' })),
    ).toEqual(['language']);
    expect(
      Object.keys(errorsOf(forgotPasswordSchema, { email: 'asha@example.co.in', language: 1 })),
    ).toEqual(['language']);
  });

  it('reset password', () => {
    expect(errorsOf(resetPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter a new password',
      confirmPassword: 'Please confirm your password',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});
