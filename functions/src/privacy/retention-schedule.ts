import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runRetention } from './run-retention';
import { KOLKATA_TIME_ZONE } from '../calendar/kolkata-time-zone';
import { FUNCTIONS_REGION } from '../region';

/**
 * Every night at 03:15 in Maharashtra, erases what is past the periods of contracts/retention.ts
 * (the periods the privacy notice states). A run that fails is simply repeated the next night.
 */
export const retention = onSchedule(
  { schedule: '15 3 * * *', timeZone: KOLKATA_TIME_ZONE, region: FUNCTIONS_REGION },
  async () => {
    const report = await runRetention(new Date());
    logger.info('Retention run done', { erased: report });
  },
);
