// App Check is off unless the deployment asks for it: the emulators cannot exchange or verify its
// tokens (no internet, no reCAPTCHA), and turning it on before the web build sends tokens would
// refuse every write. One setting serves the REST API and the callables, so they cannot disagree.

/** True only for `APP_CHECK_ENFORCE=true` (functions/.env.<project-id>). */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK_ENFORCE === 'true';
}
