import { describe, expect, it } from 'vitest';
import { accountErasurePayloadSchema, profileUpdatePayloadSchema } from './account';
import { toFieldErrors } from './field-errors';
import { athleteMessages as m } from './messages/athlete-messages';

const errorsOf = (input: unknown) => {
  const result = profileUpdatePayloadSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('profileUpdatePayloadSchema', () => {
  it('takes any of the three fields, trimmed, and "" to clear', () => {
    expect(profileUpdatePayloadSchema.parse({ name: ' Meera ' })).toEqual({ name: 'Meera' });
    expect(profileUpdatePayloadSchema.parse({ dateOfBirth: '', phone: '' })).toEqual({
      dateOfBirth: '',
      phone: '',
    });
    expect(profileUpdatePayloadSchema.parse({ dateOfBirth: '1986-07-14' })).toEqual({
      dateOfBirth: '1986-07-14',
    });
  });

  // Not zod's generic "Invalid input": each says what is wrong with the date.
  it.each([
    ['1990-02-30', m.dateOfBirthInvalid],
    ['14/07/1986', m.dateOfBirthInvalid],
    ['2999-01-01', m.dateOfBirthFuture],
    ['1900-01-01', m.dateOfBirthTooOld],
    [19860714, m.dateOfBirthInvalid],
    [null, m.dateOfBirthInvalid],
  ])('names the problem with the date of birth %j', (dateOfBirth, message) => {
    expect(errorsOf({ dateOfBirth })).toEqual({ dateOfBirth: message });
  });

  it('asks for something to change', () => {
    expect(errorsOf({})).toEqual({ body: m.nothingToChange });
  });
});

describe('accountErasurePayloadSchema', () => {
  it('takes the typed email, trimmed', () => {
    expect(accountErasurePayloadSchema.parse({ confirm: ' a@b.in ' })).toEqual({
      confirm: 'a@b.in',
    });
  });

  it.each([{}, { confirm: '' }, { confirm: 3 }])('refuses %j with errors.confirm', (input) => {
    const result = accountErasurePayloadSchema.safeParse(input);
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      confirm: m.confirmEmailMismatch,
    });
  });
});
