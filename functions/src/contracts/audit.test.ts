import { describe, expect, it } from 'vitest';
import { auditListQuerySchema, auditMessages } from './audit';

describe('auditListQuerySchema', () => {
  it('defaults to the newest 50', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(
      auditListQuerySchema.parse({ limit: '200', before: '2026-11-24T10:00:00.000Z' }),
    ).toEqual({ limit: 200, before: '2026-11-24T10:00:00.000Z' });
  });

  it.each([
    ['limit', '201', auditMessages.limitInvalid],
    ['limit', '-1', auditMessages.limitInvalid],
    ['before', 'soon', auditMessages.beforeInvalid],
  ])('refuses %s=%j', (field, value, message) => {
    const result = auditListQuerySchema.safeParse({ [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
