import { describe, expect, it } from 'vitest';
import {
  adminEnrollmentExportQuerySchema,
  adminEnrollmentListQuerySchema,
  adminEnrollmentMessages as m,
  enrollmentDecisionSchema,
  REVIEW_NOTE_MAX_LENGTH,
} from './admin-enrollment';
import { toFieldErrors } from './field-errors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.error ? toFieldErrors(result.error) : {};

describe('adminEnrollmentListQuerySchema', () => {
  it('defaults to the first page of 25, newest first, unfiltered', () => {
    expect(adminEnrollmentListQuerySchema.parse({})).toEqual({ limit: 25 });
  });

  it('reads every filter from query text and ignores unknown names', () => {
    expect(
      adminEnrollmentListQuerySchema.parse({
        status: 'approved',
        program: 'teens',
        q: '  asha ',
        before: '2026-11-24T10:00:00.000Z',
        limit: '100',
        cacheBuster: '1',
      }),
    ).toEqual({
      status: 'approved',
      program: 'teens',
      q: 'asha',
      before: '2026-11-24T10:00:00.000Z',
      limit: 100,
    });
  });

  it.each([
    ['status', 'archived', m.statusInvalid],
    ['status', ['pending', 'approved'], m.statusInvalid],
    ['program', 'karate', m.programInvalid],
    ['q', 'x'.repeat(101), m.searchTooLong],
    ['q', ['a', 'b'], m.searchInvalid],
    ['before', 'yesterday', m.beforeInvalid],
    ['before', '2026-11-24', m.beforeInvalid],
    ['limit', '0', m.limitInvalid],
    ['limit', '101', m.limitInvalid],
    ['limit', '1e1', m.limitInvalid],
    ['limit', '', m.limitInvalid],
    ['limit', '2.5', m.limitInvalid],
  ])('refuses %s=%j with its message', (field, value, message) => {
    const result = adminEnrollmentListQuerySchema.safeParse({ [field]: value });
    expect(errorsOf(result)).toEqual({ [field]: message });
  });

  it('gives the export the same filters and no paging', () => {
    expect(
      adminEnrollmentExportQuerySchema.parse({ status: 'pending', limit: '5', before: 'x' }),
    ).toEqual({ status: 'pending' });
  });
});

describe('enrollmentDecisionSchema', () => {
  it('takes approved or rejected with an optional, trimmed note', () => {
    expect(enrollmentDecisionSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(enrollmentDecisionSchema.parse({ status: 'rejected', note: '  Full. ' })).toEqual({
      status: 'rejected',
      note: 'Full.',
    });
    const longest = 'x'.repeat(REVIEW_NOTE_MAX_LENGTH);
    expect(enrollmentDecisionSchema.parse({ status: 'approved', note: longest }).note).toBe(
      longest,
    );
  });

  it.each([
    [{}, { status: m.decisionInvalid }],
    [{ status: 'pending' }, { status: m.decisionInvalid }],
    [{ status: 'approved', note: 42 }, { note: m.noteInvalid }],
    [{ status: 'approved', note: 'x'.repeat(1001) }, { note: m.noteTooLong }],
    [{ status: 'approved', reviewedAt: 'now' }, { body: expect.any(String) }],
  ])('refuses %j', (body, errors) => {
    expect(errorsOf(enrollmentDecisionSchema.safeParse(body))).toEqual(errors);
  });
});
