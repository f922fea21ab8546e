// Loaded first by index.ts: a deployed function refuses to start with an emulator's settings.
// With FIREBASE_AUTH_EMULATOR_HOST set, the Admin SDK accepts unsigned ID tokens (the emulator's),
// so one leaked variable would let anyone sign in as anyone; the others would point the database at
// nowhere or lift the test runner's limits. Google's runtime sets K_SERVICE (Cloud Run, which runs
// Cloud Functions v2); the Functions emulator sets FUNCTIONS_EMULATOR. The CLI's deploy step loads
// this code without either, to list the functions, and is left alone.

export const EMULATOR_ONLY_SETTINGS = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'MTA_TEST_RUN',
  'MTA_TEST_FAULTS',
  'THROTTLE_UNKNOWN_CLIENT_LIMIT',
] as const;

/** The emulator-only settings present in a deployed runtime (none anywhere else). */
export function leakedEmulatorSettings(env: NodeJS.ProcessEnv): string[] {
  const deployed = env.K_SERVICE !== undefined && env.FUNCTIONS_EMULATOR !== 'true';
  if (!deployed) return [];
  return EMULATOR_ONLY_SETTINGS.filter((name) => (env[name] ?? '') !== '');
}

const leaked = leakedEmulatorSettings(process.env);
if (leaked.length > 0) {
  throw new Error(
    `Refusing to start: ${leaked.join(', ')} set outside the emulator. Remove them from the function's environment.`,
  );
}
