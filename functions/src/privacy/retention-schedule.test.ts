import { describe, expect, it } from 'vitest';
import { retention } from './retention-schedule';

// The deployed trigger: once a day, on Maharashtra's clock, in the region that holds the data.

describe('the retention schedule', () => {
  it('runs daily at night, Asia/Kolkata time, in asia-south1', () => {
    const endpoint = retention.__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({
      schedule: '15 3 * * *',
      timeZone: 'Asia/Kolkata',
    });
    expect(endpoint.region).toEqual(['asia-south1']);
  });
});
