import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/limits/throttle-config';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// The public certificate routes are throttled per client address: look-ups and verifications
// share one budget a minute, so nobody can walk the number space. Each test is its own address.

beforeAll(waitForHealthyApi);
beforeEach(resetFirestore);

// As Google's front end writes it: the client, then its own address.
const from = (address: string) => ({ 'x-forwarded-for': `${address}, 130.211.0.1` });

/**
 * The budget counts per clock window (a minute): a run that crossed into the next window would
 * start counting again and never reach the limit, so the requests start early in a window.
 */
async function earlyInAWindow(windowMs: number) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < windowMs / 2) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

describe('certificate look-ups per client', () => {
  it(
    'answers 429 with Retry-After past the limit, and another address is not affected',
    { timeout: 120_000 },
    async () => {
      const { limit, windowMs } = LIMITS.certificateLookupPerAddress;
      await earlyInAWindow(windowMs);
      for (let index = 0; index < limit; index++) {
        const response =
          index % 2 === 0
            ? await api('/api/certificates/MTA-C-2026-000001', { headers: from('203.0.113.7') })
            : await api('/api/certificates/verify', {
                method: 'POST',
                headers: { ...from('203.0.113.7'), 'content-type': 'application/json' },
                body: JSON.stringify({ token: 'a.b.c' }),
              });
        expect(response.status, `request ${index + 1}`).toBeLessThan(429);
      }
      const over = await api('/api/certificates/MTA-C-2026-000001', {
        headers: from('203.0.113.7'),
      });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await over.json()).toMatchObject({ code: 'rate-limit/too-many-certificate-checks' });
      const other = await api('/api/certificates/MTA-C-2026-000001', {
        headers: from('203.0.113.8'),
      });
      expect(other.status).toBe(404);
    },
  );
});
