import { useCallback, useEffect, useState } from 'react';
import type { PublicCertificate } from '@contracts/certificate';
import { fetchCertificate } from '@/features/certificates/api/certificates-api';
import { isApiError } from '@/lib/api-errors';

export type PublicCertificateState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; offline: boolean }
  | { state: 'loaded'; certificate: PublicCertificate };

/** The register's public record of one certificate, read when the page opens. */
export function usePublicCertificate(number: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<PublicCertificateState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchCertificate(number, controller.signal).then(
      (certificate) =>
        setResult(certificate ? { state: 'loaded', certificate } : { state: 'missing' }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        // A malformed number is refused by the server as it would refuse an unknown one.
        if (isApiError(error) && error.status === 400) setResult({ state: 'missing' });
        else setResult({ state: 'failed', offline: !navigator.onLine });
      },
    );
    return () => controller.abort();
  }, [number, attempt]);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { result, retry };
}
