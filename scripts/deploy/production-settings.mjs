// @ts-check
// The settings a real project needs that no deploy can make: they live in the Firebase console
// (Authentication → Settings, which is Identity Platform). `npm run deploy` prints them each time,
// and README ("Security: what is enforced where") explains each; a test keeps the two in step.

/** @type {readonly string[]} */
export const PRODUCTION_SETTINGS = [
  'Email enumeration protection: on',
  'Password policy: at least 6 characters',
  'Authorized domains: only the site and the auth domain (no localhost)',
  'Blocking functions: beforeSignUp under "Before account creation"',
  'Quotas: sign-up per-IP quota at its default or lower',
  'functions/.env.<project-id>: no *_EMULATOR_HOST, MTA_TEST_* or THROTTLE_* variable',
  'VITE_FIREBASE_AUTH_DOMAIN: set in web/.env.production.local',
];

/** The reminder `npm run deploy` prints. */
export function productionSettingsText() {
  return [
    'Check in the Firebase console (Authentication → Settings) for this project:',
    ...PRODUCTION_SETTINGS.map((setting) => `  - ${setting}`),
  ].join('\n');
}
