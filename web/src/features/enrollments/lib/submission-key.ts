/** 36 characters of [0-9a-f-], inside the server's 16-64 of [A-Za-z0-9_-]. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; 128 random bits in hex are just as unique.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submission (docs/decisions.md, 'Idempotency keys'). Sending the same
 * details again, a re-click after a network failure, keeps the key, so if the first attempt did
 * reach the server the member gets that enrollment back instead of a second one. Different details,
 * or a completed enrollment, make a new submission with a new key. Comparing the details (rather
 * than watching for edits) also covers an edit that was undone: still the same submission.
 */
export function createSubmissionKeys(makeKey: () => string = newIdempotencyKey) {
  let current: { details: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const details = JSON.stringify(payload);
      if (current?.details !== details) current = { details, key: makeKey() };
      return current.key;
    },
    /** After a success: even identical details are a new enrollment from now on. */
    renew(): void {
      current = null;
    },
  };
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;
