import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from '@contracts/api-error-codes';
import { apiErrorText as englishText } from './api-error-text';
import { apiErrorText as marathiText } from './api-error-text.mr';
import { apiErrorMessage, apiFieldErrors } from './api-errors';

const texts = { 'auth/email-taken': 'या ईमेलचे खाते आधीच अस्तित्वात आहे.' };
const SERVER = 'An account with this email already exists.';

describe('apiErrorMessage', () => {
  it('shows the page’s text for a code it has', () => {
    expect(apiErrorMessage('auth/email-taken', SERVER, texts)).toBe(texts['auth/email-taken']);
  });

  it('shows the server’s message for a code without text, or one this build does not know', () => {
    expect(apiErrorMessage('auth/forbidden', 'No', texts)).toBe('No');
    expect(apiErrorMessage('auth/from-the-future', 'Later', texts)).toBe('Later');
    expect(apiErrorMessage('toString', 'Plain', texts)).toBe('Plain');
  });

  it('shows the server’s message when the answer has no code', () => {
    expect(apiErrorMessage(undefined, SERVER, texts)).toBe(SERVER);
  });

  it('leaves every English message as the server sent it', () => {
    for (const code of apiErrorCodes) expect(apiErrorMessage(code, 'As sent')).toBe('As sent');
  });
});

describe('apiFieldErrors', () => {
  it('words a field error that restates the refusal with the code’s text', () => {
    expect(apiFieldErrors('auth/email-taken', { email: SERVER }, texts)).toEqual({
      email: texts['auth/email-taken'],
    });
  });

  it('keeps schema messages, unknown codes, missing codes and English pages as sent', () => {
    const errors = { email: 'Email is invalid' };
    const schemaTexts = { 'validation/invalid': 'माहिती योग्य नाही' };
    expect(apiFieldErrors('validation/invalid', errors, schemaTexts)).toBe(errors);
    expect(apiFieldErrors('auth/from-the-future', errors, texts)).toBe(errors);
    expect(apiFieldErrors(undefined, errors, texts)).toBe(errors);
    expect(apiFieldErrors('auth/email-taken', errors, englishText)).toBe(errors);
    expect(apiFieldErrors('auth/email-taken', undefined, texts)).toBeUndefined();
  });
});

describe('the text modules', () => {
  it('English has none of its own, so the server’s words show', () => {
    expect(englishText).toEqual({});
  });

  it('Marathi words every code, in Devanagari', () => {
    expect(Object.keys(marathiText).sort()).toEqual([...apiErrorCodes].sort());
    for (const text of Object.values(marathiText)) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
