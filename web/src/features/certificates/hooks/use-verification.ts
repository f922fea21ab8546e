import { useEffect, useState } from 'react';
import { certificateNumberPattern } from '@contracts/certificate';
import { tokenFromFragment } from '@/features/certificates/lib/qr-text';
import {
  checkTokenHere,
  needsRegister,
  verifyNumber,
  withRegisterStatus,
  type Verification,
} from '@/features/certificates/lib/verification';

/** The name of the performance measure each check leaves (read by the benchmark). */
export const CHECK_MEASURE = 'certificate-check';

export type Outcome =
  | Verification
  | { verdict: 'unreadable' }
  /** The signature is good; the register's answer is on its way. */
  | (Verification & { verdict: 'offline'; pending: true });

export type VerificationState =
  { state: 'idle' } | { state: 'checking' } | { state: 'done'; outcome: Outcome };

/** What the address asks to check: the token in its fragment, else the number in its path. */
function requestOf(number: string | undefined, hash: string): string {
  const token = tokenFromFragment(hash);
  return token ? `token:${token}` : number ? `number:${number}` : '';
}

/** Runs the check `request` names, telling `show` each answer as it comes. */
async function check(request: string, show: (outcome: Outcome) => void): Promise<void> {
  const split = request.indexOf(':');
  const [kind, value] = [request.slice(0, split), request.slice(split + 1)];
  if (kind === 'number') {
    show(
      certificateNumberPattern.test(value)
        ? await verifyNumber(value)
        : { verdict: 'unknownNumber', signatureChecked: false, fromRegister: false, number: value },
    );
    return;
  }
  // Timed for the benchmark (scripts/measure/bench-verify.mjs): the check on this device, to its verdict.
  const started = performance.now();
  const local = await checkTokenHere(value);
  performance.measure(CHECK_MEASURE, { start: started, end: performance.now() });
  if (!needsRegister(local)) {
    show(local);
    return;
  }
  // The signature's answer at once; the status follows when the register answers (a hall with
  // one bar of signal may take seconds).
  if (local.verdict === 'offline') show({ ...local, verdict: 'offline', pending: true });
  show(await withRegisterStatus(value, local));
}

/**
 * The check the address asks for: `/verify/<number>#<token>` checks the token (the signature on
 * this device, then the status online), `/verify/<number>` looks the number up. It runs after the
 * first render, so the prerendered page and hydration agree. `showUnreadable` reports a picture in
 * which no code could be read.
 */
export function useVerification(number: string | undefined, hash: string) {
  const request = requestOf(number, hash);
  const [answer, setAnswer] = useState<{ request: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (!request) return;
    let live = true;
    void check(request, (outcome) => {
      if (live) setAnswer({ request, outcome });
    });
    return () => {
      live = false;
    };
  }, [request]);

  let result: VerificationState = { state: 'idle' };
  if (answer && answer.request === request) result = { state: 'done', outcome: answer.outcome };
  else if (request) result = { state: 'checking' };

  return {
    result,
    showUnreadable: () => setAnswer({ request, outcome: { verdict: 'unreadable' } }),
  };
}
