import * as logger from 'firebase-functions/logger';
import type { ApiErrorBody } from '../contracts/api-envelope';
import type { HealthDown, HealthOk } from '../contracts/health';
import { apiMessages } from '../contracts/messages';
import { firestoreHost } from '../db/firestore';
import { probeFirestore } from '../db/health-probe';
import { route } from '../http/endpoint-route';
import type { RouteDefinition, RouteResult } from '../http/types';

async function checkHealth(): Promise<RouteResult> {
  const host = firestoreHost();
  const timestamp = new Date().toISOString();
  try {
    await probeFirestore();
    const body: HealthOk = {
      success: true,
      status: 'ok',
      database: 'firestore',
      mongodbState: { readyState: 1, host, status: 'connected' },
      timestamp,
    };
    return { body };
  } catch (error) {
    // Any failure of the probe means "not usable right now"; the details are for the logs only.
    logger.warn('Health probe failed', { host, error });
    const body: HealthDown & ApiErrorBody = {
      success: false,
      status: 'error',
      code: 'service/database-unavailable',
      message: apiMessages.databaseUnavailable,
      database: 'firestore',
      mongodbState: { readyState: 0, host, status: 'disconnected' },
      timestamp,
    };
    return { status: 503, body };
  }
}

export const healthRoutes: RouteDefinition[] = [route('health', checkHealth)];
