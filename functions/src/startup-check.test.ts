import { describe, expect, it } from 'vitest';
import { leakedEmulatorSettings } from './startup-check';

describe('leakedEmulatorSettings', () => {
  it('names emulator settings found in a deployed runtime', () => {
    const env = { K_SERVICE: 'api', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(leakedEmulatorSettings(env)).toEqual(['FIREBASE_AUTH_EMULATOR_HOST']);
    expect(leakedEmulatorSettings({ K_SERVICE: 'api', MTA_TEST_RUN: '1' })).toEqual([
      'MTA_TEST_RUN',
    ]);
  });

  it('is silent in the emulator, in the deploy step and in a clean deployment', () => {
    const emulator = {
      K_SERVICE: 'api',
      FUNCTIONS_EMULATOR: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    expect(leakedEmulatorSettings(emulator)).toEqual([]);
    expect(leakedEmulatorSettings({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual([]);
    expect(leakedEmulatorSettings({ K_SERVICE: 'api' })).toEqual([]);
  });
});
