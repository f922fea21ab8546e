import { describe, expect, it } from 'vitest';
import { RETENTION, retentionCutoff, retentionRuleIds, type RetentionRule } from './retention';

describe('retentionCutoff', () => {
  const now = new Date('2027-03-31T10:00:00.000Z');

  it('counts days back from now', () => {
    expect(retentionCutoff({ days: 30 }, now).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });

  it('counts calendar months back from now', () => {
    expect(retentionCutoff({ months: 24 }, now).toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });
});

describe('RETENTION', () => {
  it.each(retentionRuleIds)('%s has a positive period and words for the notice', (id) => {
    const rule: RetentionRule = RETENTION[id];
    expect((rule.period.months ?? rule.period.days) > 0).toBe(true);
    expect(rule.what.length && rule.from.length && rule.reason.length).toBeGreaterThan(0);
  });
});
