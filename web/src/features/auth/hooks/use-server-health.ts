import { useEffect, useState } from 'react';
import { checkServerHealth, type ServerHealth } from '@/features/auth/api/health-api';

/** The forgot-password screen checks the server once when it opens. */
export function useServerHealth(): ServerHealth | 'checking' {
  const [health, setHealth] = useState<ServerHealth | 'checking'>('checking');

  useEffect(() => {
    const controller = new AbortController();
    checkServerHealth(controller.signal).then(setHealth, () => undefined);
    return () => controller.abort();
  }, []);

  return health;
}
