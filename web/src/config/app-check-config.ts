// Apart from firebase-config.ts on purpose: the API client reads these settings on every write, and
// the Firebase options must stay in the lazily loaded SDK chunks, not in the client's chunk.

/** How App Check runs when it is on: the reCAPTCHA Enterprise site key, and whether to debug. */
export interface AppCheckSettings {
  siteKey: string;
  /** The SDK's debug provider (a token registered in the console) instead of reCAPTCHA's score. */
  debug: boolean;
}

type AppCheckEnv = Pick<
  ImportMetaEnv,
  'VITE_FIREBASE_PROJECT_ID' | 'VITE_APP_CHECK_SITE_KEY' | 'VITE_APP_CHECK_DEBUG'
>;

/**
 * App Check's settings, or null when it is off: without a site key at build time, and always for a
 * `demo-` project, whose emulators cannot exchange its tokens and which must never reach Google.
 */
export function appCheckSettings(env: AppCheckEnv = import.meta.env): AppCheckSettings | null {
  const siteKey = env.VITE_APP_CHECK_SITE_KEY?.trim() ?? '';
  if (siteKey === '' || (env.VITE_FIREBASE_PROJECT_ID ?? '').startsWith('demo-')) return null;
  return { siteKey, debug: env.VITE_APP_CHECK_DEBUG === 'true' };
}
