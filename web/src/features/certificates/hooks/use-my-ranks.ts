import { useCallback, useEffect, useState } from 'react';
import type { Athlete } from '@contracts/athlete';
import type { MemberCertificate } from '@contracts/certificate';
import type { RankHistoryEntry } from '@contracts/grading';
import {
  fetchGuardedAthletes,
  fetchMyCertificates,
  fetchRankHistory,
} from '@/features/certificates/api/certificates-api';

export interface AthleteRanks {
  athlete: Athlete;
  ranks: RankHistoryEntry[];
  certificates: MemberCertificate[];
}

export type MyRanks =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; athletes: AthleteRanks[] };

/**
 * Everything the ranks tab shows, read together when it opens: the member's athletes, each one's
 * rank history, and all their certificates with tokens (for the QR codes).
 */
export function useMyRanks() {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<MyRanks>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const [athletes, certificates] = await Promise.all([
        fetchGuardedAthletes(signal),
        fetchMyCertificates(signal),
      ]);
      const ranks = await Promise.all(
        athletes.map((athlete) => fetchRankHistory(athlete.id, signal)),
      );
      return athletes.map((athlete, index) => ({
        athlete,
        ranks: ranks[index] ?? [],
        certificates: certificates.filter((certificate) => certificate.athleteId === athlete.id),
      }));
    })().then(
      (athletes) => setResult({ state: 'loaded', athletes }),
      () => {
        if (!signal.aborted) setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback((athleteId: string, certificate: MemberCertificate) => {
    setResult((current) =>
      current.state !== 'loaded'
        ? current
        : {
            state: 'loaded',
            athletes: current.athletes.map((entry) =>
              entry.athlete.id === athleteId
                ? { ...entry, certificates: [...entry.certificates, certificate] }
                : entry,
            ),
          },
    );
  }, []);
  return { result, retry, addCertificate: update };
}
