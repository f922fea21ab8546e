import { z } from 'zod';

// Phone numbers as people in India write them: optional +91, 91 or 0, then ten digits (mobiles
// start with 6-9; landlines are the STD code and number, also ten digits). Spaces, hyphens and
// brackets are allowed and ignored.
const TEN_DIGITS = /^(?:\+?91|0)?[1-9]\d{9}$/;

export function isPlausibleIndianPhone(value: string): boolean {
  return TEN_DIGITS.test(value.replace(/[\s()-]/g, ''));
}

export function indianPhone(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(20, { error: invalidMessage })
    .refine(isPlausibleIndianPhone, { error: invalidMessage });
}
