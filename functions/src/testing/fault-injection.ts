import { AsyncLocalStorage } from 'node:async_hooks';
import type { HeaderValue } from '../http/types';

// A test double at the repository seam, for test/platform-errors.int.test.ts: with
// MTA_TEST_FAULTS=1 inside the Functions emulator (only scripts/test/test-all.mjs sets it), a request
// carrying `X-Test-Fault: <name>` has its Firestore calls answered by a fake Admin SDK error
// instead of Firestore's. withDeadline() — the one function every repository call goes through —
// asks injectedFault(). Deployed code never sees the flag, so the header does nothing there.

export const FAULT_HEADER = 'x-test-fault';

/** Errors shaped like the ones @google-cloud/firestore throws (numeric gRPC code + details). */
const FAULTS: Record<string, { code: number; details: string }> = {
  'firestore-resource-exhausted': { code: 8, details: 'Quota exceeded.' },
  'firestore-internal': { code: 13, details: 'Internal error.' },
};

const activeFault = new AsyncLocalStorage<string>();

export function faultsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && env.MTA_TEST_FAULTS === '1';
}

/** Runs `work` with the request's fault (if any, and if faults are enabled) in effect. */
export function withRequestFault<T>(
  headers: Record<string, HeaderValue>,
  work: () => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const name = headers[FAULT_HEADER];
  if (!faultsEnabled(env) || typeof name !== 'string' || !Object.hasOwn(FAULTS, name)) {
    return work();
  }
  return activeFault.run(name, work);
}

/** The fake platform error to throw instead of calling Firestore, or undefined (the normal case). */
export function injectedFault(what: string): Error | undefined {
  const name = activeFault.getStore();
  const fault = name === undefined ? undefined : FAULTS[name];
  if (!fault) return undefined;
  return Object.assign(new Error(`${fault.code} ${name}: ${fault.details} (${what}, injected)`), {
    code: fault.code,
    details: fault.details,
  });
}
