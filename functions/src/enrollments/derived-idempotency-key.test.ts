import { describe, expect, it } from 'vitest';
import { enrollmentPayloadSchema, idempotencyKeySchema } from '../contracts/enrollment';
import { exampleEnrollmentForm } from '../testing/examples';
import {
  canonicalPayload,
  DERIVED_KEY_WINDOW_MS,
  derivedIdempotencyKeys,
} from './derived-idempotency-key';

const parse = (overrides: Record<string, unknown> = {}) =>
  enrollmentPayloadSchema.parse(exampleEnrollmentForm(overrides));

// Fixed clocks: a window starts at every multiple of 10 minutes since the epoch.
const WINDOW_START = Date.parse('2026-03-04T05:00:00.000Z');
const WINDOW = WINDOW_START / DERIVED_KEY_WINDOW_MS;

describe('canonicalPayload', () => {
  it('is the stored fields in sorted JSON, whatever the order or spacing of the request', () => {
    const reordered = Object.fromEntries(Object.entries(exampleEnrollmentForm()).reverse());
    const spaced = parse({ fullName: '  Asha Patil ', city: 'Pune ' });
    expect(canonicalPayload(enrollmentPayloadSchema.parse(reordered))).toBe(
      canonicalPayload(parse()),
    );
    expect(canonicalPayload(spaced)).toBe(canonicalPayload(parse()));
    const keys = Object.keys(JSON.parse(canonicalPayload(parse())) as object);
    expect(keys).toEqual([...keys].sort());
  });

  it('treats an absent note as empty, and absent terms as not accepted', () => {
    expect(canonicalPayload(parse({ medicalConditions: '' }))).toBe(canonicalPayload(parse()));
    expect(canonicalPayload(parse({ terms: undefined }))).toBe(
      canonicalPayload(parse({ terms: false })),
    );
    expect(canonicalPayload(parse({ terms: undefined }))).not.toBe(canonicalPayload(parse()));
  });

  it('differs when any value differs', () => {
    expect(canonicalPayload(parse({ program: 'adults' }))).not.toBe(canonicalPayload(parse()));
  });
});

describe('derivedIdempotencyKeys', () => {
  it('names this window first, then the previous one', () => {
    const [current, previous] = derivedIdempotencyKeys(parse(), WINDOW_START + 1_000);
    expect(current).toMatch(new RegExp(`^auto:${WINDOW}:[0-9a-f]{64}$`));
    expect(previous).toBe(current.replace(`auto:${WINDOW}:`, `auto:${WINDOW - 1}:`));
  });

  it('gives the same keys throughout a window', () => {
    const first = derivedIdempotencyKeys(parse(), WINDOW_START);
    const last = derivedIdempotencyKeys(parse(), WINDOW_START + DERIVED_KEY_WINDOW_MS - 1);
    expect(last).toEqual(first);
  });

  it('finds a first request of the last window from a retry just past the boundary', () => {
    const [firstRequest] = derivedIdempotencyKeys(parse(), WINDOW_START - 1);
    const retry = derivedIdempotencyKeys(parse(), WINDOW_START + 30_000);
    expect(retry[1]).toBe(firstRequest);
    expect(retry[0]).not.toBe(firstRequest);
  });

  it('counts a repeat two windows later as a new submission', () => {
    const [firstRequest] = derivedIdempotencyKeys(parse(), WINDOW_START);
    const later = derivedIdempotencyKeys(parse(), WINDOW_START + 2 * DERIVED_KEY_WINDOW_MS);
    expect(later).not.toContain(firstRequest);
  });

  it('keeps different payloads apart', () => {
    const [asha] = derivedIdempotencyKeys(parse(), WINDOW_START);
    const [ravi] = derivedIdempotencyKeys(parse({ fullName: 'Ravi Patil' }), WINDOW_START);
    expect(ravi).not.toBe(asha);
  });

  it('can never equal a key a client may send', () => {
    const [current] = derivedIdempotencyKeys(parse(), WINDOW_START);
    expect(idempotencyKeySchema.safeParse(current).success).toBe(false);
  });
});
